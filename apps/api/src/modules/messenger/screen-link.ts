import { SCREEN_ACCESS, type ScreenName } from '@pcs/domain';

/**
 * The address of a back-office screen a manager's notice opens: the screen's row in the access table (decision 048)
 * with its `:params` filled, under the product's public address.
 */
export function screenLink(
  publicUrl: string,
  screen: ScreenName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const path = SCREEN_ACCESS[screen].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`screenLink: missing parameter ${name} of ${screen}`);
    return encodeURIComponent(String(value));
  });
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}
