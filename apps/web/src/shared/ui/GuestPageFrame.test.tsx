import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { FormatLanguage } from '@taka/contracts';
import { createTestI18nIn, renderAtPath } from '@/shared/testing/render-with-providers';
import { GuestPageFrame } from './GuestPageFrame';

/** The year in Dhaka, as the bank counts it. */
const year = String(new Date(Date.now() + 6 * 3600_000).getUTCFullYear());

async function footerIn(language: FormatLanguage) {
  await renderAtPath(
    () => <GuestPageFrame title="Help Desk">…</GuestPageFrame>,
    '/help-desk',
    createTestI18nIn(language),
  );
  return screen.getByRole('contentinfo').textContent;
}

describe("the guest pages' footer", () => {
  it.each([
    ['en', `© ${year} Taka. All rights reserved.`],
    ['tr', `© ${year} Taka. Tüm hakları saklıdır.`],
    ['bn', `© ${year.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!)} টাকা। সর্বস্বত্ব সংরক্ষিত।`],
  ] as const)('writes the year as a year, not an amount, in %s', async (language, copyright) => {
    expect(await footerIn(language)).toContain(copyright);
  });
});
