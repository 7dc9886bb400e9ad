// Pay now on a waitlist offer: the offered class joins the student's selections (the selections
// feature's Select, unless it is there already), then the payment page opens, where the seat held
// for the student is paid like any other (the server accepts the offer when it is paid).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { classDetailQueryOptions } from '#pwa/features/classes/api/get-class.ts';
import { useCreateSelection } from '#pwa/features/selections/api/create-selection.ts';
import { getSelectionsQueryOptions } from '#pwa/features/selections/api/get-selections.ts';
import type { PayForOffer } from '#pwa/features/waitlist/components/offer-card.tsx';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { paths } from '../lib/navigation/paths.ts';

export function usePayOffer(): PayForOffer {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const queryClient = useQueryClient();
  const createSelection = useCreateSelection(email);
  const navigate = useNavigate();
  return async ({ classId, participant }) => {
    const selections = await queryClient.ensureQueryData(getSelectionsQueryOptions(email));
    // The offer is the place's participant's: the student's own, or a child's, selected for them.
    const theirs = selections.filter(
      (selection) => (selection.participantId ?? null) === (participant?.id ?? null),
    );
    if (!theirs.some((selection) => selection.selectedClassId === classId)) {
      // The selection carries the class's copies (name, photo, price) to show while it waits.
      const item = await queryClient.fetchQuery(classDetailQueryOptions(classId));
      try {
        await createSelection.mutateAsync({ item, participant });
      } catch (error) {
        // Selected meanwhile (another tab, a select still on its way): it is there to pay.
        if ((await readApiError(error)).reason !== 'already_selected') throw error;
      }
    }
    void navigate(paths.dashboard.payment);
  };
}
