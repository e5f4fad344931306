import { createHash } from 'node:crypto';
import { PAYMENT_NETWORKS, type PaymentNetwork } from './payments.ts';

/**
 * External networks money leaves the bank through. The customer's debit is posted to the network's settlement
 * account; the adapter then accepts, rejects (the debit is reversed by a new journal) or leaves it pending until a
 * clearing window (BEFTN). These adapters simulate the networks; production plugs the real gateways in here.
 *
 * Documented test numbers: a beneficiary (other-bank account, wallet, mobile number, biller customer number or
 * card, prepaid meter) ending in 0000 is rejected by the network; any other is accepted. Operators, billers and
 * Visa: payments.ts.
 */
export type NetworkName =
  'npsb' | 'beftn' | 'bkash' | 'nagad' | 'rocket' | 'upay' | 'vending' | PaymentNetwork;

export type NetworkOrder = {
  transactionId: string;
  amount: bigint;
  /** Account or wallet number at the other side. */
  beneficiary: string;
  beneficiaryName: string;
};

export const networkOrder = (
  transactionId: string,
  amount: bigint,
  payee: { number: string; name: string },
): NetworkOrder => ({ transactionId, amount, beneficiary: payee.number, beneficiaryName: payee.name });

/** A network's final word on an order: accepted (with the token it issued, for a prepaid vend) or rejected. */
export type NetworkAnswer = { outcome: 'accepted'; token?: string } | { outcome: 'rejected' };
export const ACCEPTED: NetworkAnswer = { outcome: 'accepted' };
export const REJECTED: NetworkAnswer = { outcome: 'rejected' };

export interface NetworkAdapter {
  /** Hands an order to the network: settled at once, or `pending` until the next clearing window. */
  submit(order: NetworkOrder): Promise<NetworkAnswer | 'pending'>;
  /**
   * Asks the network what became of an order (a status enquiry): in BEFTN's clearing window, or when an instant
   * network's answer to `submit` was lost. `pending` while the network has no final answer yet. A network that
   * never received the order answers `rejected`: nothing was credited, so the debit is reversed.
   */
  enquire(order: NetworkOrder): Promise<NetworkAnswer | 'pending'>;
}

export const REJECTED_BENEFICIARY_SUFFIX = '0000';

const verdict = (order: NetworkOrder): NetworkAnswer =>
  order.beneficiary.endsWith(REJECTED_BENEFICIARY_SUFFIX) ? REJECTED : ACCEPTED;

/** A simulated network: `instant` answers on submit, `clearing` answers in the clearing window. */
export function simulatedNetwork(mode: 'instant' | 'clearing'): NetworkAdapter {
  return {
    submit: async (order) => (mode === 'instant' ? verdict(order) : 'pending'),
    enquire: async (order) => verdict(order),
  };
}

/** A 20-digit token, the same for the same transaction (so a status enquiry repeats what the vend issued). */
const tokenFor = (transactionId: string) =>
  (BigInt(`0x${createHash('sha256').update(`vend:${transactionId}`).digest('hex')}`) % 10n ** 20n)
    .toString()
    .padStart(20, '0');

/**
 * The prepaid electricity vendors' token gateway: an accepted vend issues the token the customer keys into the
 * meter. A real token is the vendor's encrypted STS credit for that meter; the simulated one is derived from the
 * transaction id.
 */
export function simulatedVending(): NetworkAdapter {
  const vend = async (order: NetworkOrder): Promise<NetworkAnswer> =>
    verdict(order).outcome === 'rejected'
      ? REJECTED
      : { outcome: 'accepted', token: tokenFor(order.transactionId) };
  return { submit: vend, enquire: vend };
}

export type Networks = Map<NetworkName, NetworkAdapter>;

/** The adapters an app uses; tests may swap one (e.g. to hold an answer). */
export function createNetworks(): Networks {
  return new Map<NetworkName, NetworkAdapter>([
    ['npsb', simulatedNetwork('instant')],
    ['beftn', simulatedNetwork('clearing')],
    ['bkash', simulatedNetwork('instant')],
    ['nagad', simulatedNetwork('instant')],
    ['rocket', simulatedNetwork('instant')],
    ['upay', simulatedNetwork('instant')],
    ...PAYMENT_NETWORKS.map((network) => [network, simulatedNetwork('instant')] as const),
    ['vending', simulatedVending()],
  ]);
}

/** The system key of a network's settlement account. */
export const settlementKey = (network: NetworkName) => `settlement:${network}`;

/** BEFTN clears in three windows a day (Asia/Dhaka): an order waits for the first window after it was made. */
export const BEFTN_WINDOWS_DHAKA = ['10:00', '13:00', '16:00'] as const;
