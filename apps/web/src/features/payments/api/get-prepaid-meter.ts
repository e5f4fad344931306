import { useMutation } from '@tanstack/react-query';
import { PrepaidMeterSchema } from '@taka/contracts';
import { apiRequest } from '@/shared/api/http-client';

type Lookup = { billerCode: string; meterNumber: string };

/** A prepaid vendor's meter and the name on it (404 METER_UNKNOWN, BILLER_NOT_FOUND). */
export function getPrepaidMeter({ billerCode, meterNumber }: Lookup) {
  return apiRequest(
    `/api/billers/${encodeURIComponent(billerCode)}/meters/${encodeURIComponent(meterNumber)}`,
    { schema: PrepaidMeterSchema },
  );
}

/** Asked when the customer presses "Check meter"; an answer stands only for the vendor and meter asked about. */
export const usePrepaidMeter = () => useMutation({ mutationFn: getPrepaidMeter });
