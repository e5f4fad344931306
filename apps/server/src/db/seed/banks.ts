import type { Database } from '../client.ts';
import { bankBranches, banks, districts } from '../schema/index.ts';

/**
 * A realistic directory of Bangladeshi banks, districts and branches for NPSB/BEFTN transfers. Codes follow the
 * shape of Bangladesh Bank's routing numbers (bank 3 + district 2 + branch 3 + check digit 1) but this is demo
 * data, not the official directory; the check digit here is our own (weights 1,3 alternating, mod 10).
 */
const BANKS: [code: string, name: string, shortName: string][] = [
  ['010', 'Agrani Bank PLC', 'Agrani'],
  ['020', 'AB Bank PLC', 'AB Bank'],
  ['060', 'BRAC Bank PLC', 'BRAC'],
  ['070', 'Bank Asia PLC', 'Bank Asia'],
  ['090', 'Dutch-Bangla Bank PLC', 'DBBL'],
  ['095', 'Eastern Bank PLC', 'EBL'],
  ['125', 'Islami Bank Bangladesh PLC', 'IBBL'],
  ['135', 'Janata Bank PLC', 'Janata'],
  ['145', 'Mutual Trust Bank PLC', 'MTB'],
  ['170', 'Prime Bank PLC', 'Prime'],
  ['175', 'Pubali Bank PLC', 'Pubali'],
  ['185', 'Rupali Bank PLC', 'Rupali'],
  ['200', 'Sonali Bank PLC', 'Sonali'],
  ['215', 'Standard Chartered Bank', 'SCB'],
  ['225', 'The City Bank PLC', 'City'],
  ['250', 'Uttara Bank PLC', 'Uttara'],
];

const DISTRICTS: [code: string, name: string, division: string, branches: string[]][] = [
  ['26', 'Dhaka', 'Dhaka', ['Motijheel', 'Gulshan', 'Dhanmondi', 'Uttara', 'Mirpur']],
  ['15', 'Chattogram', 'Chattogram', ['Agrabad', 'Khatunganj']],
  ['91', 'Sylhet', 'Sylhet', ['Zindabazar']],
  ['81', 'Rajshahi', 'Rajshahi', ['Shaheb Bazar']],
  ['47', 'Khulna', 'Khulna', ['KDA Avenue']],
  ['06', 'Barishal', 'Barishal', ['Sadar Road']],
  ['85', 'Rangpur', 'Rangpur', ['Station Road']],
  ['61', 'Mymensingh', 'Mymensingh', ['Ganginarpar']],
  ['33', 'Gazipur', 'Dhaka', ['Tongi']],
  ['67', 'Narayanganj', 'Dhaka', ['Chashara']],
  ['19', 'Cumilla', 'Chattogram', ['Kandirpar']],
  ['10', 'Bogura', 'Rajshahi', ['Satmatha']],
];

/** Our check digit over the first 8 digits: weights 1,3,1,3,... then (10 - sum mod 10) mod 10. */
export function routingCheckDigit(first8: string): string {
  const sum = [...first8].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

export const routingNumber = (bank: string, district: string, branch: number) => {
  const first8 = `${bank}${district}${String(branch).padStart(3, '0')}`;
  return first8 + routingCheckDigit(first8);
};

/** Every bank has branches in Dhaka and Chattogram and, in turn, in four other districts. */
function branchRows() {
  const others = DISTRICTS.slice(2);
  return BANKS.flatMap(([bankCode, bankName], b) => {
    const present = [
      ...DISTRICTS.slice(0, 2),
      ...[0, 1, 2, 3].map((k) => others[(b + k * 3) % others.length]!),
    ];
    let serial = 0;
    return present.flatMap(([districtCode, districtName, , names]) =>
      names.map((name) => ({
        routingNumber: routingNumber(bankCode, districtCode, (serial += 7)),
        bankCode,
        districtCode,
        name: `${name} Branch`,
        address: `${bankName}, ${name}, ${districtName}`,
      })),
    );
  });
}

export async function seedBanks(db: Database): Promise<void> {
  await db
    .insert(banks)
    .values(BANKS.map(([code, name, shortName]) => ({ code, name, shortName })))
    .onConflictDoNothing();
  await db
    .insert(districts)
    .values(DISTRICTS.map(([code, name, division]) => ({ code, name, division })))
    .onConflictDoNothing();
  await db.insert(bankBranches).values(branchRows()).onConflictDoNothing();
}
