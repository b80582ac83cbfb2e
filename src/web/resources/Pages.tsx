/**
 * Create and edit screens of a registry resource: react-admin Create/Edit around the generic
 * form, pessimistic saves (so server field errors reach the inputs), pt-BR notifications and
 * the redirect to the list built with routes.ts (or, for a resource whose customization says
 * `aposIncluir`, to the new record's edit screen on that tab).
 */
import { useCallback, useRef } from 'react';
import { Create, Edit, useBasename, useNotify, useParams, useRecordContext, useRedirect } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getCustomization, type FormMode } from './custom/index.ts';
import { AvisoEdicao } from './edicao.tsx';
import { resourcePath } from '../routes.ts';
import { getResource, referenceDisplayField, type Resource } from './registry.ts';
import { extractFieldErrors } from './errors.ts';
import { ResourceForm } from './Form.tsx';
import { lowerFirst } from './text.ts';

export interface ResourceCreateProps {
  /** Registry id of the resource ('cliente'). */
  resource: string;
}

export interface ResourceEditProps {
  /** Registry id of the resource ('cliente'). */
  resource: string;
  /** Record id; default: the `id` route parameter (or the last path segment). */
  id?: string | number;
}

/** Title of the create screen: "Incluir cliente". */
export function createTitle(r: Resource): string {
  return `Incluir ${lowerFirst(r.title)}`;
}

/** Title of the edit screen: "Alterar cliente". */
export function editTitle(r: Resource): string {
  return `Alterar ${lowerFirst(r.title)}`;
}

function useSaveCallbacks(r: Resource, mode: FormMode) {
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const basename = useBasename();
  const lastError = useRef<unknown>(null);
  const onSuccess = useCallback(
    (data: unknown) => {
      notify('Registro salvo', { type: 'success' });
      // a resource that works on after saving (an order: print, share, approve) opens the record
      const apos = getCustomization(r.name).aposIncluir;
      const id = data && typeof data === 'object' ? ((data as Record<string, unknown>)[r.key] ?? (data as Record<string, unknown>).id) : undefined;
      if (apos && mode === 'create' && (typeof id === 'number' || typeof id === 'string')) {
        navigate(`${basename}/${resourcePath(r.name, 'edit', id)}`, { state: { aba: apos.aba } });
        return;
      }
      redirect(() => resourcePath(r.name, 'list'));
    },
    [notify, redirect, navigate, basename, r, mode],
  );
  const onError = useCallback(
    (error: unknown) => {
      lastError.current = error;
      // field errors are shown on the inputs, in the summary and by the form's notification
      if (Object.keys(extractFieldErrors(error)).length > 0) return;
      const msg = (error as { message?: unknown })?.message;
      notify(typeof msg === 'string' && msg ? msg : 'Não foi possível salvar o registro', { type: 'error' });
    },
    [notify],
  );
  return { lastError, onSuccess, onError };
}

/** The create screen of `resource`. */
export function ResourceCreate({ resource }: ResourceCreateProps) {
  const r = getResource(resource);
  const { lastError, onSuccess, onError } = useSaveCallbacks(r, 'create');
  return (
    <Create resource={r.name} title={createTitle(r)} mutationOptions={{ onSuccess, onError }} redirect={false}>
      <ResourceForm resource={r} mode="create" lastError={lastError} />
    </Create>
  );
}

function EditTitle({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const name = record?.[referenceDisplayField(resource)];
  return <span>{typeof name === 'string' && name ? `${editTitle(resource)}: ${name}` : editTitle(resource)}</span>;
}

/** The edit screen of `resource` (record id from the route). */
export function ResourceEdit({ resource, id }: ResourceEditProps) {
  const r = getResource(resource);
  const params = useParams();
  const recordId = typedId(r, id ?? params.id ?? lastSegment());
  const { lastError, onSuccess, onError } = useSaveCallbacks(r, 'edit');
  return (
    <Edit
      resource={r.name}
      id={recordId}
      title={<EditTitle resource={r} />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      redirect={false}
      actions={false}
    >
      <AvisoEdicao modulo={r.name} id={recordId} />
      <ResourceForm resource={r} mode="edit" lastError={lastError} />
    </Edit>
  );
}

/**
 * The record id with the key's type: route parameters are text, but the API refuses `"12"` for
 * an integer key (`PUT` body `id`).
 */
export function typedId(r: Resource, raw: string | number | undefined): string | number | undefined {
  const key = r.fields.find((f) => f.name === r.key);
  if (typeof raw === 'string' && key?.type === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
  return raw;
}

function lastSegment(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const parts = window.location.pathname.split('/').filter(Boolean);
  const last = parts[parts.length - 1];
  return last ? decodeURIComponent(last) : undefined;
}
