import type { Teacher } from '@ciar/shared/auth';
import type { Session } from '@ciar/shared/session';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StopSessionDialog } from '../../components/StopSessionDialog';
import { Modal } from '../../components/Modal';
import { TeacherHeader } from '../../components/TeacherHeader';
import { useCurrentTeacher } from '../../lib/current-teacher';
import { useDuplicateSession } from '../../lib/duplicate-session';
import { serverMessageOr } from '../../lib/server-message';
import { useRequireTeacher } from '../../lib/teacher-session';
import { useChangeSessionStatus } from '../../lib/session-status';
import { useDeleteSession } from './delete-session';
import { useTeacherSessions } from './get-teacher-sessions';
import { NewSessionForm } from './NewSessionForm';
import { QuickStats } from './QuickStats';
import { SessionCard } from './SessionCard';
import { SessionFilters } from './SessionFilters';
import { filterSessions, isFiltering, NO_SESSION_FILTER, SESSION_FILTER_FROM, type SessionFilter } from './session-filter';
import './dashboard.css';
import { Skeleton } from '../../components/Skeleton';

/** Teacher dashboard (docs/product.md#teacher-dashboard): the teacher's sessions, their actions and quick statistics. */
export function DashboardPage() {
  const teacher = useRequireTeacher();
  if (!teacher) return null;
  return <Dashboard teacher={teacher} />;
}

type Pending = { action: 'stop' | 'delete'; session: Session };

function Dashboard({ teacher }: { teacher: Teacher }) {
  const navigate = useNavigate();
  const me = useCurrentTeacher(true);
  const sessions = useTeacherSessions(teacher.id);
  const changeStatus = useChangeSessionStatus();
  const deletion = useDeleteSession();
  const duplication = useDuplicateSession();
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [filter, setFilter] = useState<SessionFilter>(NO_SESSION_FILTER);

  // The refresh button bypasses the 30 s cache.
  const refresh = () => {
    setActionError(null);
    void sessions.refetch();
    void me.refetch();
  };

  const setStatus = (session: Session, status: 'active' | 'ended') => {
    setActionError(null);
    changeStatus.mutate(
      { sessionId: session.id, status },
      { onError: (error) => setActionError(serverMessageOr(error, 'Erreur lors de la mise à jour de la session')) },
    );
  };

  const remove = (session: Session) => {
    setActionError(null);
    deletion.mutate(session.id, {
      onError: (error) => setActionError(serverMessageOr(error, 'Erreur lors de la suppression de la session')),
    });
  };

  // The copy appears at the top of the list (newest first); the notice names it.
  const duplicate = (session: Session) => {
    setActionError(null);
    setNotice(null);
    duplication.mutate(session.id, {
      onSuccess: (copy) => setNotice(`Session « ${copy.name} » créée.`),
      onError: (error) => setActionError(serverMessageOr(error, 'Erreur lors de la duplication de la session')),
    });
  };

  const confirmPending = () => {
    if (!pending) return;
    if (pending.action === 'stop') setStatus(pending.session, 'ended');
    else remove(pending.session);
    setPending(null);
  };

  const busyId =
    (changeStatus.isPending ? changeStatus.variables?.sessionId : undefined) ??
    (deletion.isPending ? deletion.variables : undefined) ??
    (duplication.isPending ? duplication.variables : undefined);
  const list = sessions.data ?? [];
  const shown = filterSessions(list, filter);
  // Kept while a search is on, even when deletions take the list below the threshold: the
  // teacher must be able to clear what hides the other sessions.
  const offerFilter = list.length >= SESSION_FILTER_FROM || isFiltering(filter);

  return (
    <>
      <TeacherHeader teacher={teacher} />
      <main className="page stack">
        <h1>Tableau de bord</h1>
        <div className="stack" aria-live="polite">
          {sessions.isError && (
            <p className="banner banner-error" role="alert">
              {serverMessageOr(sessions.error, 'Erreur lors du chargement des sessions')}
            </p>
          )}
          {me.isError && (
            <p className="banner banner-error" role="alert">
              {serverMessageOr(me.error, 'Erreur lors du chargement des données')}
            </p>
          )}
          {notice && (
            <p className="banner banner-success" role="status">
              {notice}
            </p>
          )}
          {actionError && (
            <p className="banner banner-error" role="alert">
              {actionError}
            </p>
          )}
        </div>
        <div className="dashboard-layout">
          <section className="card stack" aria-labelledby="sessions-title" aria-busy={sessions.isFetching}>
            <div className="row-between">
              <h2 id="sessions-title">Mes Sessions</h2>
              <div className="row">
                <button type="button" className="btn btn-secondary" onClick={refresh} disabled={sessions.isFetching}>
                  {sessions.isFetching ? 'Actualisation…' : 'Actualiser'}
                </button>
                <button type="button" className="btn" onClick={() => setCreating(true)}>
                  Nouvelle session
                </button>
              </div>
            </div>
            {sessions.isPending ? (
              <Skeleton label="Chargement des sessions…" />
            ) : list.length === 0 ? (
              sessions.isSuccess && (
                <div className="dashboard-empty stack center">
                  <p className="muted">Aucune session créée pour le moment.</p>
                  <button type="button" className="btn" onClick={() => setCreating(true)}>
                    Créer ma première session
                  </button>
                </div>
              )
            ) : (
              <>
                {offerFilter && <SessionFilters filter={filter} onChange={setFilter} shown={shown.length} total={list.length} />}
                {shown.length === 0 ? (
                  <div className="dashboard-empty stack center">
                    <p className="muted">Aucune session ne correspond à ces critères.</p>
                    <button type="button" className="btn btn-secondary" onClick={() => setFilter(NO_SESSION_FILTER)}>
                      Effacer la recherche
                    </button>
                  </div>
                ) : (
                  <ul className="session-list">
                    {shown.map((session) => (
                      <SessionCard
                        key={session.id}
                        session={session}
                        busy={busyId === session.id}
                        onStart={() => setStatus(session, 'active')}
                        onStop={() => setPending({ action: 'stop', session })}
                        onDelete={() => setPending({ action: 'delete', session })}
                        onDuplicate={() => duplicate(session)}
                      />
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>
          <QuickStats sessions={list} />
        </div>
      </main>

      {creating && (
        <Modal title="Nouvelle session" onClose={() => setCreating(false)} size="sm">
          <NewSessionForm
            onCreated={(session) => {
              setCreating(false);
              navigate(`/teacher/sessions/${session.id}`);
            }}
            onCancel={() => setCreating(false)}
          />
        </Modal>
      )}

      {pending?.action === 'stop' && (
        <StopSessionDialog sessionName={pending.session.name} onConfirm={confirmPending} onCancel={() => setPending(null)} />
      )}
      {pending?.action === 'delete' && (
        <ConfirmDialog
          title="Supprimer la session"
          confirmLabel="Supprimer définitivement"
          danger
          onConfirm={confirmPending}
          onCancel={() => setPending(null)}
        >
          <p>
            Voulez-vous vraiment supprimer la session « {pending.session.name} » ? Toutes ses questions et toutes les
            réponses des étudiants seront supprimées. Cette action est irréversible.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
