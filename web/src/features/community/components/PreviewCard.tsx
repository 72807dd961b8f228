import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

/**
 * A card of the community preview: its header (holding the heading `headingId`), its details, and one action
 * at the bottom, which the heading describes so that a screen reader says whom or what it is for.
 */
export function PreviewCard({
  testId,
  headingId,
  header,
  action,
  onAction,
  children,
}: {
  testId: string;
  headingId: string;
  header: ReactNode;
  /** The action button's icon and label. */
  action: ReactNode;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col p-5" data-testid={testId}>
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <header className="flex items-start gap-3.5">{header}</header>
        {children}
        <div className="mt-auto pt-4">
          <Button variant="secondary" size="sm" fullWidth onClick={onAction} aria-describedby={headingId}>
            {action}
          </Button>
        </div>
      </article>
    </Card>
  );
}
