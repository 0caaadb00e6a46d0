/**
 * Query keys of the occasion area, from one factory so invalidations cannot miss a spelling. A rule's save changes
 * the upcoming list (the engine recomputes), and an approval of a life event does too, so both invalidate `upcoming`.
 */
export const occasionKeys = {
  all: ['occasion'] as const,
  rules: () => [...occasionKeys.all, 'rules'] as const,
  ruleList: (request: unknown) => [...occasionKeys.rules(), 'list', request] as const,
  rule: (ruleSn: number) => [...occasionKeys.rules(), 'detail', ruleSn] as const,
  /** What a rule may offer: themes and goods (the catalogue, not a company's). */
  ruleThemes: () => [...occasionKeys.all, 'ruleThemes'] as const,
  ruleGoods: (request: unknown) => [...occasionKeys.all, 'ruleGoods', request] as const,
  upcoming: () => [...occasionKeys.all, 'upcoming'] as const,
  upcomingList: (request: unknown) => [...occasionKeys.upcoming(), 'list', request] as const,
  upcomingFilterOptions: () => [...occasionKeys.upcoming(), 'filterOptions'] as const,
  lifeEvents: () => [...occasionKeys.all, 'lifeEvents'] as const,
  lifeEventList: (request: unknown) => [...occasionKeys.lifeEvents(), 'list', request] as const,
  myLifeEvents: () => [...occasionKeys.lifeEvents(), 'mine'] as const,
};
