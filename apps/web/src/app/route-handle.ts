/** Route metadata: the spec's route name (spec §2 landing names; otherwise the pattern is the name). */
export type RouteHandle = { name?: string; redirectOnly?: boolean };
