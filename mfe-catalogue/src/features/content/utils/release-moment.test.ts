import { momentParts } from './release-moment';

describe('momentParts', () => {
  it('gives the day, month and time in Lisbon, in winter and in summer time', () => {
    // 21:30 UTC in January is 21:30 in Lisbon; 20:00 UTC in July is 21:00 there.
    expect(momentParts(Date.parse('2027-01-05T21:30:00Z') / 1000, 'pt_PT')).toEqual({
      day: '5',
      month: 'janeiro',
      time: '21:30',
    });
    expect(momentParts(Date.parse('2027-07-14T20:00:00Z') / 1000, 'pt_PT')).toEqual({
      day: '14',
      month: 'julho',
      time: '21:00',
    });
  });

  it("names the month in the viewer's language and moves past midnight to the next day", () => {
    const lateNight = Date.parse('2027-03-31T23:15:00Z') / 1000; // 00:15 on 1 April in Lisbon
    expect(momentParts(lateNight, 'en')).toEqual({ day: '1', month: 'April', time: '00:15' });
    expect(momentParts(lateNight, 'fr_FR')).toEqual({ day: '1', month: 'avril', time: '00:15' });
  });
});
