import { resumePosition } from './resume';

describe('resumePosition', () => {
  it('starts from the beginning without saved progress', () => {
    expect(resumePosition(undefined, 600)).toBe(0);
    expect(resumePosition(null, 600)).toBe(0);
    expect(resumePosition(0, 600)).toBe(0);
  });

  it('resumes from the saved progress below 95 %', () => {
    expect(resumePosition(120, 600)).toBe(120);
    expect(resumePosition(569, 600)).toBe(569);
  });

  it('starts again once 95 % or more was watched', () => {
    expect(resumePosition(570, 600)).toBe(0);
    expect(resumePosition(600, 600)).toBe(0);
    expect(resumePosition(900, 600)).toBe(0);
  });

  it('resumes when the duration is not known yet', () => {
    expect(resumePosition(42, 0)).toBe(42);
  });
});
