/**
 * Card issuers of Visa instant payments, by the first six digits of the card (BIN). Demo data: the BINs are
 * illustrative, not the banks' real ones. A payment is credited to its issuer's settlement account through Visa
 * Direct; a card of an issuer not listed settles through the Visa network's own account (`other`).
 */
export const VISA_ISSUERS = [
  { code: 'ebl', bin: '411111', name: 'Eastern Bank PLC' },
  { code: 'brac', bin: '424242', name: 'BRAC Bank PLC' },
  { code: 'city', bin: '455701', name: 'The City Bank PLC' },
  { code: 'dbbl', bin: '462263', name: 'Dutch-Bangla Bank PLC' },
  { code: 'prime', bin: '400002', name: 'Prime Bank PLC' },
  { code: 'other', bin: null, name: 'Visa' },
] as const;
type VisaIssuer = (typeof VISA_ISSUERS)[number];

export const visaIssuerOf = (cardNumber: string): VisaIssuer =>
  VISA_ISSUERS.find((issuer) => issuer.bin === cardNumber.slice(0, 6)) ?? VISA_ISSUERS.at(-1)!;

export const visaSettlementKey = (issuer: VisaIssuer) => `settlement:visa:${issuer.code}`;
