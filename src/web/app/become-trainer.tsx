import { createContext, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useNavigate } from '#web/lib/router/router.tsx';
import { paths } from '../config/paths';
import { track } from '../lib/analytics';
import { useUser } from '../lib/auth/user-context';
import { lazyPage } from '../lib/lazy-page';

const TrainerTermsDialog = lazyPage(
  () => import('../features/trainer-onboarding/components/trainer-terms-dialog'),
);

const OpenBecomeTrainerContext = createContext<(() => void) | null>(null);

/** Opens the trainer terms dialog from anywhere (navbar, profile shell). */
export function useOpenBecomeTrainer(): () => void {
  const open = useContext(OpenBecomeTrainerContext);
  if (!open) throw new Error('useOpenBecomeTrainer must be used within a BecomeTrainerProvider');
  return open;
}

export function preloadTrainerTerms() {
  void import('../features/trainer-onboarding/components/trainer-terms-dialog');
}

/**
 * Owns the one terms dialog; its code (Radix dialog and checkbox) loads on first use so
 * the listing's first load stays small.
 */
export function BecomeTrainerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { refresh } = useUser();
  const navigate = useNavigate();

  const openDialog = useCallback(() => {
    track('become_trainer_clicked');
    setMounted(true);
    setOpen(true);
  }, []);

  const onAccepted = useCallback(async () => {
    setOpen(false);
    await refresh();
    navigate(paths.updatePortfolio);
  }, [refresh, navigate]);

  return (
    <OpenBecomeTrainerContext value={openDialog}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <TrainerTermsDialog open={open} onOpenChange={setOpen} onAccepted={onAccepted} />
        </Suspense>
      )}
    </OpenBecomeTrainerContext>
  );
}
