/**
 * One input per registry field (issue 3 item 5): text with size limits, pt-BR numbers, switches,
 * enum selects, date pickers, reference autocompletes with search (2+ characters) and dependent
 * filters (municipality by UF), masked documents/CEP/phones, password with the strength meter,
 * CEP lookup and CNPJ lookup. Labels are the field titles; validation mirrors the server.
 */
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  FieldTitle,
  InputHelperText,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIteratorItemContext,
  TextInput,
  useCanAccess,
  useInput,
  useNotify,
  useOptionalSourceContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { isValidCep, onlyDigits, passwordStrength } from '../../domain/index.ts';
import {
  dependentFilters,
  enumChoices,
  fieldKind,
  fieldScale,
  findResource,
  isMoneyField,
  isPercentField,
  referenceDisplayField,
  referenceOptionText,
  type Resource,
  type ResourceField,
} from './registry.ts';
import { selecaoAoFocar } from '../components/numeros.ts';
import {
  brDateTimeToIso,
  brDateToIso,
  editableDecimal,
  isoToBrDateTime,
  formatDecimal,
  isoToBrDate,
  maskValue,
  maskedMaxLength,
  parseDecimalInput,
  sanitizeDecimalTyping,
  unmaskValue,
} from './format.ts';
import { fieldValidators, type Validator } from './validation.ts';
import { searchFilterValue } from './search.ts';
import { CEP_TARGETS, cepFill, isCnpjLookupable, lookupCnpj, type CnpjData } from './lookups.ts';
import { lookupCep } from './cep-api.ts';
import { enviarImagemDoEditor } from './textoRico.ts';
import { CampoTextoRico } from '../components/editor/CampoTextoRico.tsx';
import { CodigoGeradoInput } from './CodigoGerado.tsx';
import type { FormCustomization, FormMode } from './custom/index.ts';

/** What an input needs to know about the form it is in. */
export interface InputScope {
  resource: Resource;
  mode: FormMode;
  /** The main record (true) or a child-list item (false). */
  isMain: boolean;
  /** Names of the inputs of this scope (record or item). */
  siblings: ReadonlySet<string>;
  custom?: FormCustomization;
}

/** Full form path of a field name in the current scope (`Email.1.email` inside a list item). */
function useScopedPath(): (name: string) => string {
  const sc = useOptionalSourceContext();
  return (name: string) => (sc ? sc.getSource(name) : name);
}

const NO_WATCH: string[] = [];

/** Values the customization rules read (watched, so labels and rules follow them). */
function useCustomValues(custom: FormCustomization | undefined): Record<string, unknown> {
  const path = useScopedPath();
  const names = custom?.watch ?? NO_WATCH;
  const watched = useWatch({ name: names.map(path) }) as unknown[];
  return useMemo(() => Object.fromEntries(names.map((n, i) => [n, watched?.[i]])), [names, watched]);
}

/** Search text of an autocomplete -> `q` filter (nothing below 2 characters). */
export function referenceFilterToQuery(text: string): Record<string, string> {
  const v = searchFilterValue(text);
  return v ? { q: v } : {};
}

/** The input of one registry field. */
export function FieldInput({ field, scope }: { field: ResourceField; scope: InputScope }) {
  const custom = scope.isMain ? scope.custom : undefined;
  const values = useCustomValues(custom);
  const item = useContext(SimpleFormIteratorItemContext);
  const path = useScopedPath();
  const { trigger, getFieldState } = useFormContext();
  const required = custom?.required?.(field, scope.mode);
  const validate = useMemo(() => {
    const list: Validator[] = fieldValidators(field, { required });
    const extra = custom?.validate;
    if (extra) list.push((value, all) => extra(field, value, all ?? {}));
    return list;
  }, [field, required, custom]);

  // a rule that depends on other fields (CPF vs CNPJ by person type) re-runs when they change
  const source = path(field.name);
  const watchKey = JSON.stringify(values);
  useEffect(() => {
    if (custom?.validate && getFieldState(source).isTouched) void trigger(source);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchKey]);

  if (custom?.visible && !custom.visible(field, values)) return null;
  const label = custom?.label?.(field, values) ?? field.title;
  // in a child list the field description is said once, under the first item
  const description = item && item.index > 0 ? undefined : field.description;
  const helperText = custom?.helperText?.(field, scope.mode, values) ?? description;
  const common: CommonProps = {
    source: field.name,
    label,
    validate,
    helperText: helperText ?? ' ',
    fullWidth: true,
    ariaLabel: label !== field.title ? field.title : undefined,
  };
  return <InputByKind field={field} scope={scope} common={common} />;
}

interface CommonProps {
  source: string;
  label: string;
  validate: Validator[];
  helperText: ReactNode;
  fullWidth: true;
  /** Accessible name when the visible label differs from the field title. */
  ariaLabel?: string;
}

function htmlInput(common: CommonProps, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return common.ariaLabel ? { 'aria-label': common.ariaLabel, ...extra } : extra;
}

function InputByKind({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const { ariaLabel: _a, ...props } = common;
  switch (fieldKind(field)) {
    case 'boolean':
      return <BooleanInput {...props} sx={{ mt: 1 }} />;
    case 'enum':
      return <SelectInput {...props} choices={enumChoices(field)} emptyText="" parse={(v: unknown) => (v === '' ? null : v)} />;
    case 'date':
      return <DateTextInput field={field} common={common} />;
    case 'datetime':
      // DD/MM/AAAA HH:mm typed with a mask whatever the browser's locale (a native datetime-local
      // follows the browser language: 11/24/2026, 02:05 PM on an en-US machine)
      return (
        <TextInput
          {...props}
          format={(v: unknown) => isoToBrDateTime(v)}
          parse={(v: string) => brDateTimeToIso(v)}
          placeholder="DD/MM/AAAA HH:mm"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: htmlInput(common, { inputMode: 'numeric', maxLength: 16, autoComplete: 'off' }) }}
        />
      );
    case 'integer':
    case 'decimal':
      return <NumberTextInput field={field} {...common} />;
    case 'reference':
      return <ReferenceFieldInput field={field} scope={scope} common={common} />;
    case 'password':
      return <PasswordField field={field} common={common} />;
    case 'cep':
      return <CepInput field={field} scope={scope} common={common} />;
    case 'document':
      return <DocumentInput field={field} scope={scope} common={common} />;
    case 'phone':
    case 'masked':
      return <MaskedInput field={field} common={common} />;
    case 'richtext':
      return <RichTextInput field={field} common={common} />;
    case 'multiline':
      return (
        <TextInput
          {...props}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {}) }}
        />
      );
    case 'email':
      return <TextInput {...props} type="email" slotProps={{ htmlInput: htmlInput(common, { maxLength: field.maxLength, autoComplete: 'off' }) }} />;
    default:
      if (field.gerador && scope.isMain) {
        return (
          <CodigoGeradoInput
            field={field}
            caminho={field.name}
            props={props}
            htmlInput={htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {})}
          />
        );
      }
      return <TextInput {...props} slotProps={{ htmlInput: htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {}) }} />;
  }
}

// ---------------------------------------------------------------------------------------------
// Masked text: CPF/CNPJ, CEP, phones, plates, codes
// ---------------------------------------------------------------------------------------------

function maskProps(field: ResourceField) {
  return {
    format: (v: unknown) => (v === null || v === undefined ? '' : maskValue(field, String(v))),
    parse: (v: string) => {
      const raw = unmaskValue(field, v ?? '');
      return raw === '' ? null : raw;
    },
  };
}

function MaskedInput({
  field,
  common,
  endAdornment,
  helperText,
}: {
  field: ResourceField;
  common: CommonProps;
  endAdornment?: ReactNode;
  helperText?: ReactNode;
}) {
  const { ariaLabel: _a, ...props } = common;
  const kind = fieldKind(field);
  return (
    <TextInput
      {...props}
      {...maskProps(field)}
      helperText={helperText ?? props.helperText}
      type={kind === 'phone' ? 'tel' : 'text'}
      slotProps={{
        htmlInput: htmlInput(common, {
          maxLength: maskedMaxLength(field),
          inputMode: kind === 'phone' || kind === 'cep' || field.format === 'cpf' ? 'numeric' : undefined,
          autoComplete: 'off',
        }),
        ...(endAdornment ? { input: { endAdornment } } : {}),
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Dates (DD/MM/AAAA, whatever the browser language) with a calendar button
// ---------------------------------------------------------------------------------------------

function DateTextInput({ field, common }: { field: ResourceField; common: CommonProps }) {
  const path = useScopedPath();
  const source = path(field.name);
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as unknown;
  const picker = useRef<HTMLInputElement>(null);
  const { ariaLabel: _a, ...props } = common;
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  return (
    <TextInput
      {...props}
      format={(v: unknown) => isoToBrDate(v)}
      parse={(v: string) => brDateToIso(v)}
      placeholder="DD/MM/AAAA"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: htmlInput(common, { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }),
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                aria-label="Abrir calendário"
                onClick={() => {
                  const el = picker.current as (HTMLInputElement & { showPicker?: () => void }) | null;
                  try {
                    el?.showPicker?.();
                  } catch {
                    el?.focus();
                  }
                }}
              >
                <CalendarMonthOutlinedIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={iso}
                onChange={(e) => setValue(source, e.target.value || null, { shouldDirty: true, shouldValidate: true, shouldTouch: true })}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Numbers in pt-BR
// ---------------------------------------------------------------------------------------------

/**
 * A number typed the Brazilian way (`1.234,56`): free typing while focused, formatted on blur;
 * the form keeps a JS number (or null). Money fields show `R$`, percentages `%`.
 */
export function NumberTextInput({ field, source, label, validate, helperText, ariaLabel }: { field: ResourceField } & CommonProps) {
  const scale = fieldScale(field);
  const allowNegative = field.minimum === undefined && field.exclusiveMinimum === undefined;
  const { field: input, fieldState, id, isRequired } = useInput({ source, validate, format: (v: unknown) => v, parse: (v: unknown) => v });
  const shown = (v: unknown) => (field.type === 'integer' ? (v === null || v === undefined || v === '' ? '' : String(v)) : formatDecimal(v, scale));
  const [text, setText] = useState(() => shown(input.value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown(input.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.value]);
  const money = isMoneyField(field);
  const percent = isPercentField(field);
  return (
    <TextField
      id={id}
      name={input.name}
      inputRef={input.ref}
      fullWidth
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={text}
      onFocus={(e) => {
        focused.current = true;
        setText(typeof input.value === 'number' ? editableDecimal(input.value, scale) : text);
        selecaoAoFocar.onFocus(e);
      }}
      onMouseUp={selecaoAoFocar.onMouseUp}
      onChange={(e) => {
        const t = sanitizeDecimalTyping(e.target.value, scale, allowNegative);
        setText(t);
        const n = parseDecimalInput(t);
        input.onChange(n === null ? null : Number.isNaN(n) ? t : n);
      }}
      onBlur={() => {
        focused.current = false;
        setText(shown(input.value));
        input.onBlur();
      }}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      className={`ra-input ra-input-${source}`}
      slotProps={{
        htmlInput: {
          inputMode: scale > 0 ? 'decimal' : 'numeric',
          autoComplete: 'off',
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          style: { textAlign: field.type === 'number' ? 'right' : undefined },
        },
        input: {
          startAdornment: money ? <InputAdornment position="start">R$</InputAdornment> : undefined,
          endAdornment: percent ? <InputAdornment position="end">%</InputAdornment> : undefined,
        },
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------------------------

function ReferenceFieldInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const { canAccess, isPending } = useCanAccess({ resource: field.ref!, action: 'list' });
  if (isPending) return null;
  // a lookup the user may not read (chain tables for an issuer user): optional ones are hidden,
  // required ones show the stored code
  if (canAccess === false) {
    if (!field.required) return null;
    const { ariaLabel: _a, ...props } = common;
    return <TextInput {...props} readOnly />;
  }
  return <ReferenceLookup field={field} scope={scope} common={common} />;
}

function ReferenceLookup({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const target = findResource(field.ref!);
  const path = useScopedPath();
  const deps = useMemo(() => dependentFilters(field, scope.siblings), [field, scope.siblings]);
  const depValues = useWatch({ name: deps.map(path) }) as unknown[];
  const filter = useMemo(() => {
    const f: Record<string, unknown> = {};
    deps.forEach((d, i) => {
      const v = depValues?.[i];
      if (v !== null && v !== undefined && v !== '') f[d] = v;
    });
    return f;
  }, [deps, depValues]);
  const { ariaLabel: _a, ...props } = common;
  if (!target) return <TextInput {...props} />;
  const display = referenceDisplayField(target);
  const sort = target.key !== 'id' ? { field: target.key, order: 'ASC' as const } : { field: display, order: 'ASC' as const };
  return (
    <ReferenceInput source={field.name} reference={target.name} filter={filter} sort={sort} perPage={target.name === 'uf' ? 30 : 25}>
      <AutocompleteInput
        {...props}
        optionText={(rec: Record<string, unknown>) => referenceOptionText(target, rec, field.mask)}
        filterToQuery={referenceFilterToQuery}
        noOptionsText="Nenhum resultado"
        emptyText=""
      />
    </ReferenceInput>
  );
}

// ---------------------------------------------------------------------------------------------
// Password with strength meter
// ---------------------------------------------------------------------------------------------

const STRENGTH_LABELS = ['Muito fraca', 'Muito fraca', 'Fraca', 'Média', 'Boa', 'Forte'];

/** Strength meter of SPEC §5 (8+ characters, lower, upper, digit, special). */
export function PasswordStrength({ value }: { value: string }) {
  if (!value) return null;
  const s = passwordStrength(value);
  const color = s.forte ? 'success' : s.score >= 3 ? 'warning' : 'error';
  return (
    <Box sx={{ mt: -0.5, mb: 1 }} aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={(s.score / 5) * 100}
          color={color}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
          aria-label="Força da senha"
        />
        <Typography variant="caption" color={`${color}.main`} sx={{ minWidth: 72, fontWeight: 600 }}>
          {STRENGTH_LABELS[s.score]}
        </Typography>
      </Stack>
      {s.mensagens.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', typography: 'caption' }}>
          {s.mensagens.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function PasswordField({ field, common }: { field: ResourceField; common: CommonProps }) {
  const path = useScopedPath();
  const value = useWatch({ name: path(field.name) }) as unknown;
  const { ariaLabel: _a, ...props } = common;
  return (
    <Box>
      <PasswordInput
        {...props}
        autoComplete="new-password"
        format={(v: unknown) => (typeof v === 'string' ? v : '')}
        parse={(v: string) => v}
        slotProps={{ htmlInput: htmlInput(common, { maxLength: field.maxLength }) }}
      />
      {field.format === 'senha' && <PasswordStrength value={typeof value === 'string' ? value : ''} />}
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// Rich text (format html): the TipTap editor, loaded on demand; images go to the field's upload route
// ---------------------------------------------------------------------------------------------

function RichTextInput({ field, common }: { field: ResourceField; common: CommonProps }) {
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({ source: common.source, validate: common.validate, format: (v: unknown) => v, parse: (v: unknown) => v });
  const enviarImagem = useMemo(() => (field.upload ? (arquivo: File) => enviarImagemDoEditor(field.upload!, arquivo) : undefined), [field.upload]);
  const erro = fieldState.error?.message;
  return (
    <Box>
      <CampoTextoRico
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(html) => {
          input.onChange(html === '' ? null : html);
        }}
        enviarImagem={enviarImagem}
        midia={!!field.upload}
        rotulo={`${common.label}${isRequired ? ' *' : ''}`}
        erro={erro ? String(erro) : undefined}
      />
      {typeof common.helperText === 'string' && common.helperText.trim() && !erro && (
        <Typography variant="caption" color="text.secondary">
          {common.helperText}
        </Typography>
      )}
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------
// CEP with address lookup
// ---------------------------------------------------------------------------------------------

type CepStatus = { kind: 'idle' } | { kind: 'loading' } | { kind: 'found'; offline: boolean; place: string } | { kind: 'failed'; message: string };

function CepInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const path = useScopedPath();
  const { getValues, setValue } = useFormContext();
  const source = path(field.name);
  const value = useWatch({ name: source }) as unknown;
  const initial = useRef(onlyDigits(typeof value === 'string' ? value : ''));
  const looked = useRef<string | null>(null);
  const filled = useRef<Record<string, unknown> | null>(null);
  const [status, setStatus] = useState<CepStatus>({ kind: 'idle' });
  const digits = onlyDigits(typeof value === 'string' ? value : '');

  useEffect(() => {
    if (digits.length !== 8 || !isValidCep(digits)) {
      looked.current = null;
      setStatus((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
      return;
    }
    if (digits === initial.current || digits === looked.current) return;
    looked.current = digits;
    const ctrl = new AbortController();
    setStatus({ kind: 'loading' });
    void lookupCep(digits, ctrl.signal).then((res) => {
      if (ctrl.signal.aborted) return;
      if (!res.ok) {
        setStatus({ kind: 'failed', message: res.message });
        return;
      }
      const current = Object.fromEntries(CEP_TARGETS.map((k) => [k, getValues(path(k))]));
      const fill = cepFill(current, filled.current, res.address, scope.siblings);
      for (const [k, v] of Object.entries(fill)) setValue(path(k), v, { shouldDirty: true, shouldValidate: true });
      filled.current = { ...(filled.current ?? {}), ...fill };
      const place = [res.address.cidade, res.address.uf].filter(Boolean).join('/');
      setStatus({ kind: 'found', offline: res.address.offline, place });
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digits]);

  let helper: ReactNode = common.helperText;
  if (status.kind === 'loading') helper = 'Buscando endereço…';
  if (status.kind === 'found') {
    helper = status.offline ? `Consulta offline${status.place ? `: ${status.place}` : ''}` : `Encontrado${status.place ? `: ${status.place}` : ''}`;
  }
  if (status.kind === 'failed') helper = status.message;
  return (
    <MaskedInput
      field={field}
      common={common}
      helperText={helper}
      endAdornment={status.kind === 'loading' ? <CircularProgress size={18} aria-label="Buscando endereço" /> : undefined}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// CPF/CNPJ with the public CNPJ lookup
// ---------------------------------------------------------------------------------------------

function DocumentInput({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const path = useScopedPath();
  const { setValue } = useFormContext();
  const notify = useNotify();
  const value = useWatch({ name: path(field.name) }) as unknown;
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [found, setFound] = useState<CnpjData | null>(null);
  const lookupable = scope.isMain && field.format !== 'cpf' && isCnpjLookupable(typeof value === 'string' ? value : '');
  useEffect(() => setMessage(null), [value]);

  const consult = async () => {
    setLoading(true);
    setMessage(null);
    const res = await lookupCnpj(String(value));
    setLoading(false);
    if (res.ok) setFound(res.data);
    else {
      setMessage(res.message);
      notify(res.message, { type: 'warning' });
    }
  };
  const apply = () => {
    if (!found) return;
    const order = ['tipo_pessoa', 'uf', ...Object.keys(found.values).filter((k) => k !== 'uf' && k !== 'tipo_pessoa')];
    for (const k of order) {
      const v = found.values[k];
      if (v === undefined || !scope.siblings.has(k) || k === field.name) continue;
      setValue(path(k), v, { shouldDirty: true, shouldValidate: true });
    }
    setFound(null);
    notify('Dados do CNPJ preenchidos. Confira antes de salvar.', { type: 'info' });
  };

  return (
    <>
      <MaskedInput
        field={field}
        common={common}
        helperText={message ?? undefined}
        endAdornment={
          lookupable ? (
            // an icon button: the full CNPJ (18 characters with the mask) must stay readable in a
            // field a third of the form wide at 1366 px
            <InputAdornment position="end">
              <Tooltip title="Consultar CNPJ na Receita Federal">
                <span>
                  <IconButton size="small" edge="end" color="primary" onClick={consult} disabled={loading} aria-label="Consultar CNPJ">
                    {loading ? <CircularProgress size={16} /> : <TravelExploreIcon fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ) : undefined
        }
      />
      <Dialog open={found !== null} onClose={() => setFound(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Dados encontrados na Receita Federal</DialogTitle>
        <DialogContent dividers>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 1 }}>
            {found?.summary.map((s) => (
              <Box key={s.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {s.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {s.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Preencher o cadastro com estes dados? Os campos correspondentes serão substituídos.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFound(null)}>Cancelar</Button>
          <Button variant="contained" onClick={apply} autoFocus>
            Preencher
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
