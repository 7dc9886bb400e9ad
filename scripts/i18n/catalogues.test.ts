// Every catalogue holds every key of English's, in its order, with the same placeholders
// (decision 021; the rules are in catalogues.ts).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/i18n/locale.ts';
import { allCatalogueProblems, catalogueProblems, inputsOf, placeholdersOf } from './catalogues.ts';

describe('the message catalogues', () => {
  it.each(LOCALES)(
    '%s has every key of English’s, in order, with its placeholders',
    async (locale) => {
      const problems = await allCatalogueProblems();
      expect(problems[locale]).toEqual([]);
    },
  );
});

describe('catalogueProblems', () => {
  const english = {
    home_title: 'Classes',
    home_slide: 'Show slide {position}: {headline}',
    status_count: '{count} waiting',
  };

  it('accepts a translation with the same keys and placeholders in its own word order', () => {
    const bangla = {
      home_title: 'ক্লাস',
      home_slide: '{position} নম্বর স্লাইড দেখুন: {headline}',
      status_count: '{count}টি অপেক্ষায়',
    };
    expect(catalogueProblems(english, bangla)).toEqual([]);
  });

  it('names a lost, a misspelt and an extra placeholder', () => {
    const bangla = {
      home_title: 'ক্লাস {count}',
      home_slide: '{position} নম্বর স্লাইড দেখুন',
      status_count: '{cuont}টি অপেক্ষায়',
    };
    expect(catalogueProblems(english, bangla)).toEqual([
      'home_title: placeholders {count}, English has {}',
      'home_slide: placeholders {position}, English has {headline, position}',
      'status_count: placeholders {cuont}, English has {count}',
    ]);
  });

  it('names missing, unknown, reordered, empty and badly named keys', () => {
    expect(catalogueProblems(english, { home_title: 'ক্লাস', home_other: 'x' })).toEqual([
      'home_slide: missing',
      'status_count: missing',
      'home_other: not in English',
    ]);
    expect(
      catalogueProblems(english, {
        home_slide: '{position} {headline}',
        home_title: ' ',
        status_count: '{count}',
      }),
    ).toEqual(['the keys are not in English’s order', 'home_title: empty']);
    expect(catalogueProblems({ Home: 'Home' }, { Home: 'হোম' })).toEqual([
      'Home: not a flat snake_case key with a group prefix',
    ]);
  });

  it('reads placeholders as names', () => {
    expect(placeholdersOf('{b} and {a}, {b}')).toEqual(['a', 'b', 'b']);
  });

  it('compares a message with variants by the values its selectors and texts use', () => {
    const status = 'This class is already {status}.';
    const byStatus = [
      {
        declarations: ['input status'],
        selectors: ['status'],
        match: { 'status=approved': 'অনুমোদিত', 'status=*': 'রিভিউ হয়েছে' },
      },
    ];
    expect(catalogueProblems({ admin_status: status }, { admin_status: byStatus })).toEqual([]);
    const plural = [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: { 'countPlural=one': '{count} class', 'countPlural=*': '{count} classes' },
      },
    ];
    expect(inputsOf(plural)).toEqual(['count']);
    expect(catalogueProblems({ admin_count: '{total}' }, { admin_count: plural })).toEqual([
      'admin_count: placeholders {count}, English has {total}',
    ]);
    const withEmpty = [{ ...plural[0], match: { 'countPlural=*': '' } }];
    expect(catalogueProblems({ admin_count: '{count}' }, { admin_count: withEmpty })).toEqual([
      'admin_count: empty',
    ]);
    // A value English only picks its words by may go unused: Bangla has no plural to pick.
    const picksOnly = [
      { ...plural[0], match: { 'countPlural=one': 'a class', 'countPlural=*': 'classes' } },
    ];
    expect(catalogueProblems({ admin_count: picksOnly }, { admin_count: 'ক্লাস' })).toEqual([]);
    expect(catalogueProblems({ admin_count: plural }, { admin_count: 'ক্লাস' })).toEqual([
      'admin_count: placeholders {}, English has {count}',
    ]);
  });
});
