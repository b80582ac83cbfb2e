/**
 * The user's background jobs (server: src/server/jobs, routes `/v1/Tarefas`) for the "Tarefas"
 * drawer: the list loaded from `GET /v1/Tarefas` of the company in use, kept current by the hub event
 * `CarregamentoDados` (SPEC §4), whose value is one job row (`id`, `tipo`, `situacao`, `progresso`
 * 0-100, `mensagem`, `arquivo_disponivel`, `erro`, ...) — pushes of another company are ignored.
 * Also whether the drawer is open (the XML archive screen opens it when it starts a job).
 */
import { useSyncExternalStore } from 'react';
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { assinarCarregamentoDados, lerCarregamentoDados } from '../../session/carregamentoDados.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';

export type SituacaoTarefa = Tarefa['situacao'];

/** One job as the server sends it (list, detail and `CarregamentoDados`): generated from its contract (src/contratos/suporte.ts). */
export type Tarefa = components['schemas']['TarefaVisao'];

interface Estado {
  lista: Tarefa[];
  aberta: boolean;
  emitenteId: number | null;
  erro: string | null;
}

let estado: Estado = { lista: [], aberta: false, emitenteId: null, erro: null };
const ouvintes = new Set<() => void>();

function mudar(parcial: Partial<Estado>): void {
  estado = { ...estado, ...parcial };
  for (const o of [...ouvintes]) o();
}

/** Is `v` a job row (the `CarregamentoDados` value of the jobs queue)? */
export function ehTarefa(v: unknown): v is Tarefa {
  const t = v as Partial<Tarefa> | null;
  return (
    !!t && typeof t === 'object' && typeof t.id === 'number' && typeof t.tipo === 'string' && typeof t.situacao === 'string' && typeof t.progresso === 'number'
  );
}

/** Inserts or replaces a job (newest first); ignored when it belongs to another company. */
export function registrarTarefa(t: Tarefa): void {
  if (estado.emitenteId !== null && t.emitente_id !== estado.emitenteId) return;
  const resto = estado.lista.filter((x) => x.id !== t.id);
  mudar({ lista: [t, ...resto].sort((a, b) => b.id - a.id).slice(0, 50) });
}

assinarCarregamentoDados(() => {
  const v = lerCarregamentoDados();
  if (ehTarefa(v)) registrarTarefa(v);
});

/** Loads the list of the company `emitenteId` (null: no company selected, empty list). */
export async function carregarTarefas(emitenteId: number | null): Promise<void> {
  if (emitenteId !== estado.emitenteId) mudar({ emitenteId, lista: [] });
  if (emitenteId === null) return;
  try {
    const lista = await apiData<Tarefa[]>('/v1/Tarefas');
    if (estado.emitenteId !== emitenteId) return;
    // a push may have arrived meanwhile: keep the row with more progress/newer state
    const porId = new Map(estado.lista.map((t) => [t.id, t]));
    mudar({
      lista: (lista ?? []).map((t) => {
        const p = porId.get(t.id);
        return p && p.situacao === t.situacao && p.progresso > t.progresso ? p : t;
      }),
      erro: null,
    });
  } catch (e) {
    mudar({ erro: e instanceof Error ? e.message : 'Falha ao carregar as tarefas.' });
  }
}

export const abrirTarefas = () => mudar({ aberta: true });
export const fecharTarefas = () => mudar({ aberta: false });

/** Downloads the result file of a finished job (`GET /v1/Tarefas/{id}/Arquivo`). */
export async function baixarResultado(t: Tarefa): Promise<void> {
  const { blob, nome } = await baixarArquivo(`/v1/Tarefas/${t.id}/Arquivo`, { padrao: t.arquivo_nome ?? `tarefa-${t.id}` });
  salvarBlob(blob, nome);
}

/** Cancels a queued or running job (`POST /v1/Tarefas/{id}/Cancelar`). */
export async function cancelarTarefa(t: Tarefa): Promise<void> {
  const nova = await apiData<Tarefa>(`/v1/Tarefas/${t.id}/Cancelar`, { method: 'POST' });
  if (nova) registrarTarefa(nova);
}

function assinar(o: () => void): () => void {
  ouvintes.add(o);
  return () => ouvintes.delete(o);
}

/** The drawer state (list, open, error) for React. */
export function useTarefas(): Estado {
  return useSyncExternalStore(
    assinar,
    () => estado,
    () => estado,
  );
}

/** Running or queued jobs (the badge count). */
export const ativas = (lista: Tarefa[]) => lista.filter((t) => t.situacao === 'pendente' || t.situacao === 'executando').length;
