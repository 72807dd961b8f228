import { useMe } from '../../lib/session';
import { CoachPicker } from '../../components/coaches/CoachPicker';

/** /chat: 'Choose Your Coach'; choosing one saves it and opens the conversation page. */
export default function CoachDirectoryPage() {
  const coachId = useMe().data?.coachId ?? null;
  return (
    <section aria-labelledby="page-heading" className="animate-fade-up">
      <h1 id="page-heading" className="text-3xl font-semibold tracking-tight text-white">
        Choose Your Coach
      </h1>
      <p className="mt-1.5 text-slate-300">
        Every coach has their own focus and style. Choose one to start a conversation.
      </p>
      <div className="mt-6">
        <CoachPicker currentCoachId={coachId} labelledBy="page-heading" />
      </div>
    </section>
  );
}
