import type { LandingProdListRequest } from '@pcs/domain/contracts/landing';

/** Query keys of the landing feature, from one factory. */
export const landingKeys = {
  all: ['landing'] as const,
  byCategory: () => [...landingKeys.all, 'by-category'] as const,
  byTheme: () => [...landingKeys.all, 'by-theme'] as const,
  temps: () => [...landingKeys.all, 'temps'] as const,
  categories: () => [...landingKeys.all, 'categories'] as const,
  products: (filters: Omit<LandingProdListRequest, 'page'>, page: number | 'infinite') =>
    [...landingKeys.all, 'products', filters, page] as const,
  detail: (prodSn: number) => [...landingKeys.all, 'detail', prodSn] as const,
  summary: (prodSnList: readonly number[]) => [...landingKeys.all, 'summary', [...prodSnList]] as const,
};
