import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  sessionName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Stopping is final (docs/product.md#session-statuses: ended admits no change), so both places that offer it ask first, alike. */
export function StopSessionDialog({ sessionName, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog title="Arrêter la session" confirmLabel="Arrêter la session" danger onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        Voulez-vous vraiment arrêter la session « {sessionName} » ? Les étudiants ne pourront plus répondre et la session
        ne pourra pas être redémarrée.
      </p>
    </ConfirmDialog>
  );
}
