import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '@taka/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useToast } from '@/shared/ui/toast/ToastProvider';
import { BlockCardDialog } from './components/BlockCardDialog';
import { CardControlsForm } from './components/CardControlsForm';
import { CardsLoader } from './components/CardsLoader';
import { CardTile } from './components/CardTile';
import { UnblockCardDialog } from './components/UnblockCardDialog';

type Open = { card: Card; action: 'block' | 'unblock' } | null;

/** Card block and controls: block a card at once, unblock it with a code, and switch its uses and limits. */
export function CardBlockPage() {
  const { t } = useTranslation();
  const showToast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const done = (message: string) => {
    setOpen(null);
    showToast({ severity: 'success', message });
  };
  return (
    <>
      <PageHeading titleKey="pages.cardBlock.title" />
      <CardsLoader>
        {(cards) => (
          <Stack spacing={3} sx={{ maxWidth: 760 }}>
            {cards.map((card) => (
              <CardTile key={card.id} card={card}>
                <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
                  {card.status === 'blocked' ? (
                    <Button variant="contained" onClick={() => setOpen({ card, action: 'unblock' })}>
                      {t('cards.unblock')}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      color="error"
                      onClick={() => setOpen({ card, action: 'block' })}
                    >
                      {t('cards.block')}
                    </Button>
                  )}
                </Stack>
                {card.status === 'active' && (
                  <CardControlsForm
                    card={card}
                    onSaved={(saved) =>
                      showToast({
                        severity: 'success',
                        message: t('cards.controlsSaved', { number: saved.maskedNumber }),
                      })
                    }
                  />
                )}
              </CardTile>
            ))}
          </Stack>
        )}
      </CardsLoader>
      {open?.action === 'block' && (
        <BlockCardDialog
          card={open.card}
          onClose={() => setOpen(null)}
          onBlocked={(card) => done(t('cards.blocked', { number: card.maskedNumber }))}
        />
      )}
      {open?.action === 'unblock' && (
        <UnblockCardDialog
          card={open.card}
          onClose={() => setOpen(null)}
          onUnblocked={(card) => done(t('cards.unblocked', { number: card.maskedNumber }))}
        />
      )}
    </>
  );
}
