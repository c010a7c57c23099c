import { render, screen } from '@testing-library/react';
import { makeContentItem } from '@palco/shared/testing';
import { LanguageFacts, prepareLanguageNames } from './ContentFacts';

/** Counts the `Intl.DisplayNames` the code builds, each of which loads the browser's language data. */
function countBuilds(): { count: () => number; restore: () => void } {
  const Original = Intl.DisplayNames;
  let built = 0;
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
      super(...args);
      built += 1;
    }
  }
  Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true, writable: true });
  return {
    count: () => built,
    restore: () =>
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true, writable: true }),
  };
}

describe('a title’s languages', () => {
  it('have their names built ahead, in a task of their own, and never twice', () => {
    jest.useFakeTimers();
    const builds = countBuilds();
    try {
      prepareLanguageNames('fr-FR');
      // Not in the task that asked: the page's code is still being set up.
      expect(builds.count()).toBe(0);
      jest.runOnlyPendingTimers();
      expect(builds.count()).toBe(1);
      // Built already: nothing more to do.
      prepareLanguageNames('fr-FR');
      jest.runOnlyPendingTimers();
      expect(builds.count()).toBe(1);
    } finally {
      builds.restore();
      jest.useRealTimers();
    }
  });

  it('are each named in the page’s language, from one set of names however many there are', () => {
    const builds = countBuilds();
    try {
      render(
        <LanguageFacts
          item={makeContentItem({ audio_formats: ['pt', 'en'], subtitle_formats: ['pt', 'fr'] })}
        />,
      );
      expect(screen.getByText('português, inglês')).toBeInTheDocument();
      expect(screen.getByText('português, francês')).toBeInTheDocument();
      expect(builds.count()).toBeLessThanOrEqual(1);
    } finally {
      builds.restore();
    }
  });
});
