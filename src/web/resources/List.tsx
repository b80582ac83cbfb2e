/**
 * Generic list screen of a registry resource (arquitetura §8): columns from the
 * registry `list`, typed cells, sortable headers, search box (`q`, 2+ characters), enum and
 * boolean filters, pagination (25 per page; 10/25/50/100), CSV export with pt-BR headers and
 * formatted values, "Novo" button and row click to the edit screen; saved queries of the current
 * filters (ConsultasSalvas.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DataTable,
  ExportButton,
  List,
  LinkBase,
  Pagination,
  ReferenceField,
  SimpleList,
  TextField as RaTextField,
  downloadCSV,
  useBasename,
  useCanAccess,
  useListContext,
  type Exporter,
  type RaRecord,
} from 'react-admin';
import { Box, Button, Chip, InputAdornment, MenuItem, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { resourcePath } from '../routes.ts';
import {
  defaultSort,
  enumChoices,
  fieldKind,
  filterFields,
  getField,
  getResource,
  isCodeReference,
  findResource,
  referenceDisplayField,
  type Resource,
  type ResourceField,
} from './registry.ts';
import { exportFileName, formatFieldValue, toCsv } from './format.ts';
import { SEARCH_HINT, searchFilterValue } from './search.ts';
import { lowerFirst } from './text.ts';
import { textoDeHtml } from './textoRico.ts';
import { ConsultasSalvas } from './ConsultasSalvas.tsx';
import { chaveDaLista, ListaPresaNaPagina, useAplicarFiltros } from './listaParams.tsx';

/** Page sizes offered by the pagination. */
export const ROWS_PER_PAGE = [10, 25, 50, 100];
/** Default page size. */
export const DEFAULT_PER_PAGE = 25;

export interface ResourceListProps {
  /** Registry id of the resource ('cliente'). */
  resource: string;
}

/** The list screen of `resource`. */
export function ResourceList({ resource }: ResourceListProps) {
  const r = getResource(resource);
  const exporter = useMemo(() => makeExporter(r), [r]);
  return (
    // keyed by resource: another list opened from the menu is a new page (and a new search box)
    <ListaPresaNaPagina key={r.name}>
      <List
        resource={r.name}
        title={r.plural}
        perPage={DEFAULT_PER_PAGE}
        sort={defaultSort(r)}
        exporter={exporter}
        actions={false}
        empty={<ListEmpty resource={r} />}
        pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
        storeKey={chaveDaLista(r.name)}
        sx={{ '& .RaList-content': { borderRadius: 2, overflowX: 'auto' } }}
      >
        <ListToolbar resource={r} />
        <ListTable resource={r} />
      </List>
    </ListaPresaNaPagina>
  );
}

// ---------------------------------------------------------------------------------------------

function useCreatePermission(r: Resource): boolean {
  const { canAccess } = useCanAccess({ resource: r.name, action: 'create' });
  return !r.readOnly && r.menu !== null && canAccess !== false;
}

function useEditPermission(r: Resource): boolean {
  const { canAccess } = useCanAccess({ resource: r.name, action: 'edit' });
  return !r.readOnly && r.menu !== null && canAccess !== false;
}

/** "Novo" button, linking to the create screen. */
export function CreateLink({ resource }: { resource: Resource }) {
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}/${resourcePath(resource.name, 'create')}`} variant="contained" startIcon={<AddIcon />} disableElevation>
      Novo
    </Button>
  );
}

function ListToolbar({ resource }: { resource: Resource }) {
  const { total, isPending } = useListContext();
  const canCreate = useCreatePermission(resource);
  const filters = filterFields(resource);
  return (
    <Box sx={{ p: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
        <Box sx={{ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          {resource.search.length > 0 && <SearchBox resource={resource.name} />}
          {filters.map((f) => (
            <FilterSelect key={f.name} field={f} resource={resource.name} />
          ))}
          <ClearFilters resource={resource.name} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: '0 0 auto', pt: { md: 0.5 } }}>
          {!isPending && typeof total === 'number' && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1, whiteSpace: 'nowrap' }}>
              {total === 1 ? '1 registro' : `${total.toLocaleString('pt-BR')} registros`}
            </Typography>
          )}
          <ConsultasSalvas lista={resource.name} />
          <ExportButton label="Exportar" maxResults={5000} />
          {canCreate && <CreateLink resource={resource} />}
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The search box of the list of `resource`: label "Pesquisar"; sends `q` only with 2+ characters
 * (400 ms after the last key, or at once on Enter); clearing the box applies at once.
 */
export function SearchBox({ resource }: { resource: string }) {
  const { filterValues, displayedFilters } = useListContext();
  const aplicarFiltros = useAplicarFiltros(resource);
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  const [short, setShort] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ filterValues, displayedFilters });
  latest.current = { filterValues, displayedFilters };
  // the list's own address: a search still pending when the user leaves (clicks "Novo" right after
  // clearing it) is dropped. The list stays mounted while the next screen loads, and applying the
  // filter then navigated back to the list, losing the click
  const pagina = useRef(typeof window === 'undefined' ? '' : window.location.pathname);

  // keep the box in step when the filter is cleared or set elsewhere (Limpar filtros, a saved query)
  useEffect(() => {
    const typed = searchFilterValue(text);
    if (current === '' ? typed !== null && typed !== '' : typed !== current) setText(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (typed: string) => {
      if (typeof window !== 'undefined' && window.location.pathname !== pagina.current) return;
      const v = searchFilterValue(typed);
      setShort(v === null);
      if (v === null) return;
      const { filterValues: fv, displayedFilters: df } = latest.current;
      const next = { ...fv };
      if (v === '') delete next.q;
      else next.q = v;
      if ((fv.q ?? '') === (next.q ?? '')) return;
      aplicarFiltros(next, df);
    },
    [aplicarFiltros],
  );

  return (
    <TextField
      label="Pesquisar"
      size="small"
      value={text}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        clearTimeout(timer.current);
        // an emptied box is final: applied now, so nothing is pending when the user moves on
        if (t.trim() === '') apply(t);
        else timer.current = setTimeout(() => apply(t), 400);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          clearTimeout(timer.current);
          apply(text);
        }
      }}
      helperText={short ? SEARCH_HINT : ' '}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-describedby': undefined, maxLength: 200 },
        formHelperText: { sx: { color: short ? 'warning.main' : undefined } },
      }}
      type="search"
      autoComplete="off"
    />
  );
}

const ALL = '__todos__';

/** A compact select for an enum or boolean filter ("Todos" clears it). */
function FilterSelect({ field, resource }: { field: ResourceField; resource: string }) {
  const { filterValues, displayedFilters } = useListContext();
  const aplicarFiltros = useAplicarFiltros(resource);
  const options = useMemo(() => {
    if (field.type === 'boolean') {
      return field.name === 'ativo'
        ? [
            { id: true, name: 'Ativos' },
            { id: false, name: 'Inativos' },
          ]
        : [
            { id: true, name: 'Sim' },
            { id: false, name: 'Não' },
          ];
    }
    return enumChoices(field);
  }, [field]);
  const raw = filterValues[field.name];
  const value = raw === undefined ? ALL : String(raw);
  return (
    <TextField
      select
      size="small"
      label={field.name === 'ativo' ? 'Situação' : field.title}
      value={value}
      onChange={(e) => {
        const next = { ...filterValues };
        const opt = options.find((o) => String(o.id) === e.target.value);
        if (!opt) delete next[field.name];
        else next[field.name] = opt.id;
        aplicarFiltros(next, displayedFilters);
      }}
      helperText=" "
      sx={{ minWidth: 150, maxWidth: 260 }}
    >
      <MenuItem value={ALL}>Todos</MenuItem>
      {options.map((o) => (
        <MenuItem key={String(o.id)} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ClearFilters({ resource }: { resource: string }) {
  const { filterValues } = useListContext();
  const aplicarFiltros = useAplicarFiltros(resource);
  if (Object.keys(filterValues).length === 0) return null;
  return (
    <Button size="small" startIcon={<FilterAltOffIcon />} onClick={() => aplicarFiltros({}, {})} sx={{ mt: 0.75 }}>
      Limpar filtros
    </Button>
  );
}

// ---------------------------------------------------------------------------------------------

function ListTable({ resource }: { resource: Resource }) {
  const basename = useBasename();
  const canEdit = useEditPermission(resource);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = resource.list.map((n) => getField(resource, n)).filter((f): f is ResourceField => !!f);
  const rowClick = canEdit ? (id: unknown) => `${basename}/${resourcePath(resource.name, 'edit', String(id))}` : false;
  if (small) {
    // phones: one line per record (first column), the next columns below
    const [first, second, ...rest] = columns;
    const flag = rest.find((f) => f.type === 'boolean');
    return (
      <SimpleList
        rowClick={rowClick as never}
        primaryText={(rec: RaRecord) => (first ? <CellValue field={first} record={rec} /> : String(rec.id))}
        secondaryText={(rec: RaRecord) => (second ? <CellValue field={second} record={rec} /> : null)}
        tertiaryText={(rec: RaRecord) => (flag ? <CellValue field={flag} record={rec} /> : null)}
        empty={<NoResults resource={resource.name} />}
      />
    );
  }
  return (
    <DataTable
      bulkActionButtons={false}
      rowClick={rowClick}
      empty={<NoResults resource={resource.name} />}
      sx={{
        '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'action.hover' },
        '& .RaDataTable-rowCell': { py: 1.1 },
      }}
    >
      {columns.map((f) => (
        <DataTable.Col
          key={f.name}
          source={f.name}
          label={f.title}
          align={isNumeric(f) ? 'right' : 'left'}
          disableSort={!!f.ref && !isCodeReference(f)}
          cellSx={NOWRAP_KINDS.has(fieldKind(f)) ? () => ({ whiteSpace: 'nowrap' }) : undefined}
          render={(record: RaRecord) => <CellValue field={f} record={record} />}
        />
      ))}
    </DataTable>
  );
}

/** Columns whose values must not break across lines (dates, documents, phones, numbers). */
const NOWRAP_KINDS = new Set(['date', 'datetime', 'document', 'phone', 'cep', 'decimal', 'integer', 'masked', 'boolean']);

function isNumeric(f: ResourceField): boolean {
  const k = fieldKind(f);
  return k === 'decimal' || (k === 'integer' && f.name !== 'id');
}

/** One list cell, formatted by field type. */
export function CellValue({ field, record }: { field: ResourceField; record: RaRecord }): ReactNode {
  const value = record[field.name];
  const kind = fieldKind(field);
  if (kind === 'boolean') {
    if (value === null || value === undefined) return null;
    const on = value === true;
    const label = formatFieldValue(field, on);
    return (
      <Chip
        size="small"
        label={label}
        color={on ? 'success' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        sx={{ fontWeight: 500, minWidth: 56, ...(on ? {} : { color: 'text.secondary' }) }}
      />
    );
  }
  if (kind === 'reference' && field.ref && !isCodeReference(field)) return <ReferenceCell field={field} value={value} />;
  const text = kind === 'richtext' ? textoDeHtml(formatFieldValue(field, value)) : formatFieldValue(field, value);
  if ((kind === 'multiline' || kind === 'richtext') && text.length > 60) {
    return (
      <Box component="span" title={text} sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    );
  }
  return text;
}

/** A reference column: the referenced record's text, or the raw code when the user may not read it. */
function ReferenceCell({ field, value }: { field: ResourceField; value: unknown }) {
  const { canAccess, isPending } = useCanAccess({ resource: field.ref!, action: 'list' });
  const target = findResource(field.ref!);
  if (value === null || value === undefined || value === '') return null;
  if (isPending) return null;
  if (!target || canAccess === false) return <>{String(value)}</>;
  return (
    <ReferenceField source={field.name} reference={target.name} link={false} emptyText="">
      <RaTextField source={referenceDisplayField(target)} />
    </ReferenceField>
  );
}

function NoResults({ resource }: { resource: string }) {
  const aplicarFiltros = useAplicarFiltros(resource);
  return (
    <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body1" gutterBottom>
        Nenhum registro encontrado.
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Revise a pesquisa ou os filtros aplicados.
      </Typography>
      <Button variant="outlined" size="small" startIcon={<FilterAltOffIcon />} onClick={() => aplicarFiltros({}, {})}>
        Limpar filtros
      </Button>
    </Box>
  );
}

/** Empty state of a resource without any record yet. */
function ListEmpty({ resource }: { resource: Resource }) {
  const canCreate = useCreatePermission(resource);
  return (
    <Box
      sx={{
        mt: 2,
        py: 8,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <InboxOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h6" gutterBottom>
        Nenhum registro em {lowerFirst(resource.plural)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {canCreate ? 'Clique em "Novo" para fazer o primeiro cadastro.' : 'Ainda não há registros para exibir.'}
      </Typography>
      {canCreate && <CreateLink resource={resource} />}
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * CSV exporter: the list columns with their titles as headers and the values formatted as on
 * screen (references resolved to their text); file named after the plural and the date.
 */
export function makeExporter(r: Resource): Exporter {
  return async (records, fetchRelatedRecords) => {
    const columns = r.list.map((n) => getField(r, n)).filter((f): f is ResourceField => !!f);
    const related = new Map<string, Record<string, RaRecord>>();
    for (const f of columns) {
      if (f.ref && !isCodeReference(f)) {
        try {
          related.set(f.name, (await fetchRelatedRecords(records, f.name, f.ref)) as Record<string, RaRecord>);
        } catch {
          related.set(f.name, {});
        }
      }
    }
    const rows = records.map((rec: RaRecord) =>
      columns.map((f) => {
        const rel = related.get(f.name);
        if (rel) {
          const target = findResource(f.ref!);
          const ref = rec[f.name] == null ? undefined : rel[String(rec[f.name])];
          if (ref && target) return String(ref[referenceDisplayField(target)] ?? '');
          return rec[f.name] == null ? '' : String(rec[f.name]);
        }
        return formatFieldValue(f, rec[f.name]);
      }),
    );
    downloadCSV(
      toCsv(
        columns.map((f) => f.title),
        rows,
      ),
      exportFileName(r.plural),
    );
  };
}
