import type { ReactNode } from 'react';
import type { Control, DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Account, Card, SubmitServiceRequest } from '@taka/contracts';
import { ServiceRequestForm } from '@/shared/banking/service-requests/ServiceRequestForm';
import { CardsLoader } from './CardsLoader';

export type RequestFormControl = Control<Record<string, unknown>, unknown, SubmitServiceRequest>;

type Props = {
  schema: z.ZodType<SubmitServiceRequest, SubmitServiceRequest>;
  defaultValues: Record<string, unknown>;
  /** The fields, named `payload.<field>` as the server names them in a refusal. */
  fields: (
    control: RequestFormControl,
    cards: Card[],
    accounts: Account[],
    values: Record<string, unknown>,
  ) => ReactNode;
  /** A request that names no card (a virtual card): shown to a customer with none too. */
  cardless?: boolean;
};

/** A card service request's form (decision 033): the service request form with the customer's cards at hand. */
export function CardRequestForm({ schema, defaultValues, fields, cardless = false }: Props) {
  const form = (cards: Card[]) => (
    <ServiceRequestForm
      schema={schema}
      defaultValues={defaultValues as DefaultValues<SubmitServiceRequest>}
      fields={(control, accounts, values) =>
        fields(control as unknown as RequestFormControl, cards, accounts, values as Record<string, unknown>)
      }
    />
  );
  return cardless ? form([]) : <CardsLoader>{form}</CardsLoader>;
}
