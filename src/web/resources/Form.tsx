/**
 * The generic create/edit form: a TabbedForm with the "Dados" tab split in
 * sections and one tab per child list (ArrayInput + SimpleFormIterator); client validation on
 * blur; server field errors mapped onto the inputs, with a summary giving tab and position
 * (SPEC §8) and error counts on the tab headers.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import {
  ArrayInput,
  LinkBase,
  SaveButton,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  Toolbar,
  useBasename,
  useCanAccess,
  useRecordContext,
  useSaveContext,
  useSimpleFormIterator,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { resourcePath } from '../routes.ts';
import {
  childItemTitle,
  childTabs,
  fieldSpan,
  formFields,
  getField,
  getResource,
  groupFields,
  itemSpans,
  type Resource,
  type ResourceField,
} from './registry.ts';
import { countTabErrors, describeErrors, extractFieldErrors, MAIN_TAB_LABEL, toSubmissionErrors, type ErrorDescription } from './errors.ts';
import { formatFieldValue } from './format.ts';
import { defaultValuesFor, prepareForSave } from './record.ts';
import { FieldInput, type InputScope } from './inputs.tsx';
import { getCustomization, type FormMode } from './custom/index.ts';
import { DeleteRecordButton } from './DeleteButton.tsx';
import { ConfirmacaoDuplicado, mensagemDeDuplicado } from './ConfirmacaoDuplicado.tsx';
import { lowerFirst } from './text.ts';

export interface ResourceFormProps {
  resource: Resource;
  mode: FormMode;
  /** Filled by the page's mutation onError with the last failed save (read after `save`). */
  lastError: MutableRefObject<unknown>;
}

/** The form of a resource (inside react-admin's Create or Edit). */
export function ResourceForm({ resource: r, mode, lastError }: ResourceFormProps) {
  const { save } = useSaveContext();
  const [summary, setSummary] = useState<ErrorDescription[]>([]);
  const groups = useMemo(() => groupFields(r), [r]);
  const tabs = useMemo(() => childTabs(r), [r]);
  const childNames = useMemo(() => r.children.map((c) => c.name), [r]);
  const defaults = useMemo(() => (mode === 'create' ? defaultValuesFor(r) : undefined), [r, mode]);
  const scope = useMemo<InputScope>(
    () => ({ resource: r, mode, isMain: true, siblings: new Set(formFields(r).map((f) => f.name)), custom: getCustomization(r.name) }),
    [r, mode],
  );

  // a CPF/CNPJ already in another record: the server's warning, saved again only when confirmed
  const [duplicado, setDuplicado] = useState<string | null>(null);
  const confirmarDuplicado = useRef(false);
  const formId = `form-${r.name}`;
  // opened right after a create with `state.aba` (customization `aposIncluir`): show that tab
  const { state } = useLocation();
  const abaInicial = mode === 'edit' && state && typeof state === 'object' ? (state as { aba?: unknown }).aba : undefined;
  useEffect(() => {
    if (typeof abaInicial !== 'string') return;
    const abas = Array.from(document.getElementById(formId)?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    abas.find((a) => a.textContent?.trim() === abaInicial)?.click();
  }, [abaInicial, formId]);
  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      lastError.current = null;
      setSummary([]);
      const data = prepareForSave(r, values, getResource);
      const confirmado = confirmarDuplicado.current;
      confirmarDuplicado.current = false;
      const result = await save?.(data, confirmado ? { meta: { confirmarDuplicado: true } } : undefined);
      const err = lastError.current;
      const aviso = err ? mensagemDeDuplicado(err) : null;
      if (aviso) {
        setDuplicado(aviso);
        return;
      }
      if (err) {
        const flat = extractFieldErrors(err);
        if (Object.keys(flat).length > 0) {
          setSummary(describeErrors(r, flat));
          const message = (err as { message?: unknown }).message;
          return {
            ...toSubmissionErrors(flat, childNames),
            root: { serverError: typeof message === 'string' && message ? message : 'Verifique os campos destacados' },
          };
        }
      }
      return result;
    },
    [r, save, lastError, childNames],
  );

  return (
    <>
      <TabbedForm
        id={formId}
        mode="onBlur"
        reValidateMode="onChange"
        syncWithLocation={false}
        defaultValues={defaults}
        onSubmit={onSubmit as never}
        toolbar={<FormToolbar resource={r} mode={mode} />}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
        sx={{ '& .RaTabbedForm-content, & .MuiCardContent-root': { pt: 2 } }}
      >
        <TabbedForm.Tab label={<TabLabel resource={r} tab={MAIN_TAB_LABEL} text={MAIN_TAB_LABEL} />} {...PANEL_PROPS}>
          <ErrorSummary items={summary} />
          {mode === 'edit' && <RecordInfo resource={r} />}
          <Stack spacing={2} sx={{ width: '100%' }}>
            {groups.map((g) => (
              <Section key={g.id} title={groups.length > 1 ? g.title : undefined}>
                {g.fields.map((f) => (
                  <GridCell key={f.name} field={f}>
                    <FieldInput field={f} scope={scope} />
                  </GridCell>
                ))}
              </Section>
            ))}
          </Stack>
        </TabbedForm.Tab>
        {tabs.map((t) => (
          <TabbedForm.Tab key={t.child.name} label={<TabLabel resource={r} tab={t.child.name} text={t.label} />} {...PANEL_PROPS}>
            <ErrorSummary items={summary} />
            <ChildEditor parent={r} childName={t.child.name} child={t.resource} mode={mode} />
          </TabbedForm.Tab>
        ))}
        {mode === 'edit' &&
          (scope.custom?.abas ?? []).map(({ rotulo, Componente }) => (
            <TabbedForm.Tab key={rotulo} label={rotulo} {...PANEL_PROPS}>
              <Suspense fallback={null}>
                <Componente />
              </Suspense>
            </TabbedForm.Tab>
          ))}
      </TabbedForm>
      <ConfirmacaoDuplicado
        mensagem={duplicado}
        onCancelar={() => setDuplicado(null)}
        onConfirmar={() => {
          setDuplicado(null);
          confirmarDuplicado.current = true;
          (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
        }}
      />
    </>
  );
}

/**
 * The tab contents are plain containers (no tabpanel role), so react-admin's `aria-labelledby`
 * on them only made "getByLabel('E-mail')" also match the whole "E-mails" panel: dropped.
 */
const PANEL_PROPS = { 'aria-labelledby': undefined } as const;

// ---------------------------------------------------------------------------------------------

/** Tab header: the label, the number of items of a child list and a red error count. */
function TabLabel({ resource, tab, text }: { resource: Resource; tab: string; text: string }) {
  const { errors } = useFormState();
  const counts = countTabErrors(resource, errors as Record<string, unknown>);
  const errorCount = counts[tab] ?? 0;
  const isChild = tab !== MAIN_TAB_LABEL;
  const items = useWatch({ name: isChild ? tab : '__nenhum__', disabled: !isChild }) as unknown;
  const itemCount = isChild && Array.isArray(items) ? items.length : 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <span>{text}</span>
      {isChild && itemCount > 0 && (
        <Box
          component="span"
          sx={{ typography: 'caption', color: 'text.secondary', bgcolor: 'action.selected', borderRadius: 8, px: 0.75, lineHeight: '18px' }}
        >
          {itemCount}
        </Box>
      )}
      {errorCount > 0 && (
        <Box
          component="span"
          title={errorCount === 1 ? '1 campo com erro' : `${errorCount} campos com erro`}
          sx={{ typography: 'caption', fontWeight: 700, color: 'error.contrastText', bgcolor: 'error.main', borderRadius: 8, px: 0.75, lineHeight: '18px' }}
        >
          {errorCount}
        </Box>
      )}
    </Box>
  );
}

/** List of the server's field errors with tab and position (SPEC §8). */
export function ErrorSummary({ items }: { items: readonly ErrorDescription[] }) {
  if (items.length === 0) return null;
  return (
    <Alert severity="error" variant="outlined" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      <AlertTitle>Não foi possível salvar: corrija {items.length === 1 ? 'o campo abaixo' : `os ${items.length} campos abaixo`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((e) => (
          <li key={e.path}>{e.text}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** A titled card of inputs on a 12-column grid. */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, pb: { xs: 1, md: 1.5 }, borderRadius: 2, bgcolor: 'background.paper' }}>
      {title && (
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ mb: 1.5, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.6, fontSize: 12 }}
        >
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2, rowGap: 0.5 }}>{children}</Box>
    </Paper>
  );
}

function GridCell({ field, span = fieldSpan(field), children }: { field: ResourceField; span?: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        gridColumn: { xs: 'span 12', sm: `span ${Math.max(span, 6)}`, md: `span ${span}` },
        minWidth: 0,
        '& .MuiFormControl-root, & .MuiTextField-root': { mt: 0.5, mb: 0 },
        // an input that renders nothing (hidden by a rule or a lookup the user may not read)
        '&:empty': { display: 'none' },
      }}
    >
      {children}
    </Box>
  );
}

/** Code, creation and last change of the record (read-only). */
function RecordInfo({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  if (!record) return null;
  const items: Array<[string, string]> = [];
  const key = getField(resource, resource.key);
  if (key?.readOnly && record[resource.key] != null) items.push([key.title, String(record[resource.key])]);
  for (const name of ['criado_em', 'alterado_em', 'ultimo_acesso']) {
    const f = getField(resource, name);
    if (f && record[name]) items.push([f.title, formatFieldValue(f, record[name])]);
  }
  if (items.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {items.map(([label, value]) => (
        <Chip key={label} size="small" variant="outlined" label={`${label}: ${value}`} sx={{ color: 'text.secondary' }} />
      ))}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------

/** A child list's tab content: the resource's own editor (customization `listas`) or the generic list. */
function ChildEditor(props: { parent: Resource; childName: string; child: Resource; mode: FormMode }) {
  const Propria = getCustomization(props.parent.name).listas?.[props.childName];
  if (!Propria) return <ChildList {...props} />;
  return (
    <Suspense fallback={null}>
      <Propria mode={props.mode} />
    </Suspense>
  );
}

function ChildList({ parent, childName, child, mode }: { parent: Resource; childName: string; child: Resource; mode: FormMode }) {
  const fields = useMemo(() => formFields(child), [child]);
  const spans = useMemo(() => itemSpans(fields), [fields]);
  const scope = useMemo<InputScope>(() => ({ resource: child, mode, isMain: false, siblings: new Set(fields.map((f) => f.name)) }), [child, mode, fields]);
  const itemTitle = childItemTitle(child);
  const items = useWatch({ name: childName }) as unknown;
  const empty = !Array.isArray(items) || items.length === 0;
  return (
    <Box sx={{ width: '100%' }}>
      {empty && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Nenhum item em {lowerFirst(childTabs(parent).find((t) => t.child.name === childName)?.label ?? child.plural)}.
        </Typography>
      )}
      <ArrayInput source={childName} label={false} helperText={false}>
        <SimpleFormIterator
          disableReordering
          disableClear
          fullWidth
          getItemLabel={(i: number) => `${itemTitle} ${i + 1}`}
          addButton={<AddItem label={`Adicionar ${lowerFirst(itemTitle)}`} child={child} />}
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1.5, alignItems: 'flex-start' },
            '& .RaSimpleFormIterator-index': { minWidth: 96, pt: 2, fontWeight: 600, color: 'text.secondary' },
          }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2, rowGap: 0.5, width: '100%' }}>
            {fields.map((f, i) => (
              <GridCell key={f.name} field={f} span={spans[i]}>
                <FieldInput field={f} scope={scope} />
              </GridCell>
            ))}
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

function AddItem({ label, child }: { label: string; child: Resource }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => add(defaultValuesFor(child, false))} sx={{ mt: 1.5 }}>
      {label}
    </Button>
  );
}

// ---------------------------------------------------------------------------------------------

function FormToolbar({ resource, mode }: { resource: Resource; mode: FormMode }) {
  const basename = useBasename();
  const { canAccess: canDelete } = useCanAccess({ resource: resource.name, action: 'delete' });
  const Resumo = getCustomization(resource.name).Resumo;
  return (
    <Toolbar
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1}>
        <SaveButton label="Salvar" icon={<SaveIcon />} alwaysEnable variant="contained" />
        <Button component={LinkBase} to={`${basename}/${resourcePath(resource.name, 'list')}`} color="inherit">
          Cancelar
        </Button>
      </Stack>
      {Resumo && <Resumo mode={mode} />}
      {mode === 'edit' && !resource.readOnly && canDelete !== false && <DeleteRecordButton resource={resource} />}
    </Toolbar>
  );
}
