import type { Page } from '@playwright/test';
import { type Device, mailboxTexts } from './fixtures';

type Open = (device?: Device) => Promise<{ page: Page }>;

/**
 * A desktop browser made as narrow as a phone (390 x 844), without a phone's user agent or touch: the back office at
 * a phone's width, which the phone device would send to the /m screens or treat as touch.
 */
export async function openNarrow(open: Open): Promise<Page> {
  const { page } = await open('desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** A message in the server's local mailbox whose text contains `needle` (the outbox worker sends it). */
export async function mailboxHas(needle: string): Promise<boolean> {
  return (await mailboxTexts()).some((m) => m.text.includes(needle));
}
