import type { Teacher } from '@ciar/shared/auth';
import { Link } from 'react-router';
import { TeacherHeader } from '../../components/TeacherHeader';

/** The question screens' header: the teacher, and the way back to the session. */
export function QuestionPageHeader({ teacher, backTo }: { teacher: Teacher; backTo: string }) {
  return (
    <TeacherHeader teacher={teacher}>
      <Link to={backTo} className="btn btn-ghost">
        ← Retour à la session
      </Link>
    </TeacherHeader>
  );
}
