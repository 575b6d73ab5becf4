import type { HelpLink } from 'shared-rules';
import { currentHelpLinks, helpLinkIcon, helpLinkOpening, localCalendarDay, matchingHelpLinks } from './help-links';

const link = (overrides: Partial<HelpLink>): HelpLink => ({
  id: 'l',
  title: 'Rate lock policy',
  tags: ['locks'],
  disabled: false,
  eventDate: null,
  link: 'https://lender.example/page',
  type: 'other',
  thumb: '',
  description: 'Extensions and relocks.',
  ...overrides,
});

describe('opening a legacy help link', () => {
  it.each([
    [{ type: 'pdf' as const, link: 'https://lender.example/guide' }, 'pdf-viewer'],
    [{ type: 'other' as const, link: 'https://lender.example/Guide.PDF?v=2' }, 'pdf-viewer'],
    [{ type: 'video' as const, link: 'https://www.youtube.com/watch?v=abc' }, 'video-modal'],
    [{ type: 'other' as const, link: '/media/walkthrough.mp4' }, 'video-modal'],
    [{ type: 'form' as const, link: 'https://lender.example/form' }, 'new-window'],
    [{ type: 'other' as const, link: 'https://lender.example/pdf-policies' }, 'new-window'],
  ])('%j opens in %s', (overrides, opening) => {
    expect(helpLinkOpening(link(overrides))).toBe(opening);
  });
});

describe('the icon of a legacy help link', () => {
  it.each([
    [{ type: 'form' as const }, 'form'],
    [{ type: 'event' as const }, 'event'],
    [{ type: 'pdf' as const }, 'pdf'],
    [{ type: 'other' as const, link: '/files/guide.pdf' }, 'pdf'],
    [{ type: 'video' as const }, 'video'],
    [{ type: 'other' as const, link: '/files/clip.mp4' }, 'video'],
    [{ type: 'other' as const }, 'new-window'],
  ])('%j shows %s', (overrides, icon) => {
    expect(helpLinkIcon(link(overrides))).toBe(icon);
  });
});

describe('which legacy help links are shown', () => {
  const now = new Date(2026, 10, 26, 23, 30);

  it('hides an event whose day has passed and keeps one that is today or later', () => {
    const links = [
      link({ id: 'past', eventDate: '2026-11-25' }),
      link({ id: 'today', eventDate: '2026-11-26' }),
      link({ id: 'later', eventDate: '2026-12-10' }),
      link({ id: 'undated' }),
    ];
    expect(currentHelpLinks(links, now).map((shown) => shown.id)).toEqual(['today', 'later', 'undated']);
  });

  it('hides disabled links', () => {
    expect(currentHelpLinks([link({ id: 'off', disabled: true })], now)).toEqual([]);
  });

  it('reads today in the local time zone', () => {
    expect(localCalendarDay(now)).toBe('2026-11-26');
  });
});

describe('searching legacy help links', () => {
  const links = [
    link({ id: 'locks' }),
    link({ id: 'trid', title: 'TRID guide', description: 'Loan Estimate timing.', tags: ['disclosures'] }),
  ];

  it('matches every typed word in the title, description or tags, in any case', () => {
    expect(matchingHelpLinks(links, 'loan ESTIMATE').map((found) => found.id)).toEqual(['trid']);
    expect(matchingHelpLinks(links, 'disclosures').map((found) => found.id)).toEqual(['trid']);
    expect(matchingHelpLinks(links, 'locks relocks').map((found) => found.id)).toEqual(['locks']);
    expect(matchingHelpLinks(links, 'locks estimate')).toEqual([]);
  });

  it('lists every link for a blank query', () => {
    expect(matchingHelpLinks(links, '   ')).toHaveLength(2);
  });
});
