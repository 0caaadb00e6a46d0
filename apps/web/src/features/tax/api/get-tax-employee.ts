import { TAX_PATH, taxEmployeeReplySchema } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taxKeys } from './tax-query-keys';

/** POST tax/employee.json: one employee's year, month by month and gift by gift, with the purpose changes. */
export const getTaxEmployee = (unqUserId: string, year: number) =>
  callApi(TAX_PATH.employee, { body: { unqUserId, year }, schema: taxEmployeeReplySchema });

export const useTaxEmployee = (unqUserId: string, year: number) =>
  useQuery({
    queryKey: taxKeys.employee(unqUserId, year),
    queryFn: () => getTaxEmployee(unqUserId, year),
    enabled: unqUserId !== '' && year > 0,
  });
