/**
 * Pure helpers that read the generated registry (`src/generated/resources.ts`) for the generic
 * screens: what kind of input or column a field is, which fields a form shows, how the "Dados"
 * tab is split in sections, how wide each input is, what a child-list tab is called and how a
 * referenced record is shown. No React here, so every rule is unit-tested.
 */
import { applyMask } from '../../domain/index.ts';
import { resources, type Resource, type ResourceChild, type ResourceField } from '../../generated/resources.ts';

export type { Resource, ResourceChild, ResourceField };

/** Every resource by id (typed loosely: screens receive the id as a plain string). */
const BY_NAME = new Map<string, Resource>(resources.map((r) => [r.name, r as Resource]));

/** The resource with this registry id, or undefined. */
export function findResource(name: string): Resource | undefined {
  return BY_NAME.get(name);
}

/**
 * The resource with this registry id.
 * @throws Error when the id is not in the registry (a programming error in the route table).
 */
export function getResource(name: string): Resource {
  const r = BY_NAME.get(name);
  if (!r) throw new Error(`Recurso desconhecido: ${name}`);
  return r;
}

/** The field `name` of `resource`, or undefined. */
export function getField(resource: Resource, name: string): ResourceField | undefined {
  return resource.fields.find((f) => f.name === name);
}

/** How a field is edited and shown. */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'richtext'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'password'
  | 'document'
  | 'cep'
  | 'phone'
  | 'email'
  | 'masked';

const PHONE_MASK = /\(##\)/;

/** Classifies a field by its registry description (first matching rule wins). */
export function fieldKind(f: ResourceField): FieldKind {
  if (f.writeOnly) return 'password';
  if (f.enum && f.enum.length > 0) return 'enum';
  if (f.ref) return 'reference';
  if (f.type === 'boolean') return 'boolean';
  if (f.format === 'date') return 'date';
  if (f.format === 'date-time') return 'datetime';
  if (f.type === 'integer') return 'integer';
  if (f.type === 'number') return 'decimal';
  if (f.format === 'cpf-cnpj' || f.format === 'cnpj' || f.format === 'cpf') return 'document';
  if (f.format === 'cep') return 'cep';
  if (f.format === 'email') return 'email';
  if (f.format === 'html') return 'richtext';
  if (f.mask && PHONE_MASK.test(f.mask)) return 'phone';
  if (f.mask) return 'masked';
  if (f.maxLength === undefined || f.maxLength >= 300) return 'multiline';
  return 'text';
}

/** Whether the title says the value is money ("Preço de venda (R$)"). */
export function isMoneyField(f: ResourceField): boolean {
  return /R\$/.test(f.title);
}

/** Whether the title says the value is a percentage ("Comissão (%)"). */
export function isPercentField(f: ResourceField): boolean {
  return /\(%\)/.test(f.title);
}

/** Decimal places of a numeric field: the registry scale, else 2 (integers: 0). */
export function fieldScale(f: ResourceField): number {
  if (f.type === 'integer') return 0;
  return f.decimal ? f.decimal[1] : 2;
}

/**
 * Fields shown in a create/edit form: not read-only, not filled by the server from the session
 * (`tenant`), and, in a child list, not the link to the parent (the server fills it).
 */
export function formFields(resource: Resource): ResourceField[] {
  const parentField = resource.parent?.field;
  return resource.fields.filter((f) => !f.readOnly && !f.tenant && f.name !== parentField);
}

/** Read-only information shown on the edit page (code, creation and change dates). */
export const INFO_FIELDS = ['criado_em', 'alterado_em'] as const;

// ---------------------------------------------------------------------------------------------
// Sections of the "Dados" tab
// ---------------------------------------------------------------------------------------------

export type GroupId = 'identificacao' | 'endereco' | 'contato' | 'fiscal' | 'valores' | 'outros';

export const GROUP_TITLES: Readonly<Record<GroupId, string>> = {
  identificacao: 'Identificação',
  endereco: 'Endereço',
  contato: 'Contato',
  fiscal: 'Dados fiscais',
  valores: 'Preços e valores',
  outros: 'Outras informações',
};

const GROUP_ORDER: readonly GroupId[] = ['identificacao', 'endereco', 'contato', 'fiscal', 'valores', 'outros'];

/** Address fields, in the order a Brazilian address form shows them. */
export const ADDRESS_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade_id', 'uf', 'pais_id'] as const;

const IDENTIFICATION_NAMES = new Set([
  'tipo_pessoa',
  'cpf_cnpj',
  'cnpj',
  'cpf',
  'id_estrangeiro',
  'nome',
  'fantasia',
  'codigo',
  'descricao',
  'login',
  'senha',
  'nome_empresa',
  'url',
  'rg',
  'data_nascimento',
  'unidade',
  'tipo',
  'regra',
  'grupo_id',
  'sub_grupo_id',
]);
const CONTACT_NAMES = new Set(['email', 'telefone', 'celular', 'contato', 'site', 'whatsapp', 'email_copia']);
const LAST_NAMES = ['observacao', 'ativo'];

export interface FieldGroup {
  id: GroupId;
  title: string;
  fields: ResourceField[];
}

function isAddressForm(fields: readonly ResourceField[]): boolean {
  const names = new Set(fields.map((f) => f.name));
  return ADDRESS_FIELDS.filter((n) => names.has(n)).length >= 2;
}

/** The section a field belongs to in the "Dados" tab (see {@link groupFields}). */
export function fieldGroup(f: ResourceField, addressForm: boolean): GroupId {
  if (addressForm && (ADDRESS_FIELDS as readonly string[]).includes(f.name)) return 'endereco';
  if (f.name === 'ativo') return 'identificacao';
  if (IDENTIFICATION_NAMES.has(f.name) || f.format === 'cpf' || f.format === 'cnpj' || f.format === 'cpf-cnpj') {
    return 'identificacao';
  }
  if (CONTACT_NAMES.has(f.name) || f.format === 'email' || (f.mask !== undefined && PHONE_MASK.test(f.mask))) return 'contato';
  if (isMoneyField(f)) return 'valores';
  if (f.nfe || f.format === 'ie' || f.format === 'cst' || f.format === 'csosn') return 'fiscal';
  return 'outros';
}

/**
 * Splits the form fields of the "Dados" tab in sections: identification, address (when the
 * form has an address), contact, fiscal (fields with an NF-e tag), values (money) and others.
 * Address fields follow {@link ADDRESS_FIELDS}; `observacao` and `ativo` close their sections;
 * otherwise the registry order is kept. Empty sections are dropped; when everything falls in
 * one section it is titled by the first section's name.
 */
export function groupFields(resource: Resource): FieldGroup[] {
  const fields = formFields(resource);
  const addressForm = isAddressForm(fields);
  const groups = new Map<GroupId, ResourceField[]>(GROUP_ORDER.map((g) => [g, []]));
  for (const f of fields) groups.get(fieldGroup(f, addressForm))!.push(f);
  const address = groups.get('endereco')!;
  address.sort((a, b) => ADDRESS_FIELDS.indexOf(a.name as never) - ADDRESS_FIELDS.indexOf(b.name as never));
  for (const list of groups.values()) {
    for (const last of LAST_NAMES) {
      const i = list.findIndex((f) => f.name === last);
      if (i >= 0) list.push(...list.splice(i, 1));
    }
  }
  return GROUP_ORDER.filter((g) => groups.get(g)!.length > 0).map((g) => ({ id: g, title: GROUP_TITLES[g], fields: groups.get(g)! }));
}

/**
 * Width of an input on a 12-column grid (desktop), chosen by kind and size so a row reads like
 * a paper form: short codes side by side, names wide, notes full width.
 */
export function fieldSpan(f: ResourceField): number {
  if (f.name === 'uf' || f.name === 'uf_placa') return 3;
  if (f.name === 'numero' && f.mask === undefined) return 2;
  switch (fieldKind(f)) {
    case 'multiline':
    case 'richtext':
      return 12;
    case 'boolean':
      return 3;
    case 'cep':
    case 'date':
    case 'integer':
    case 'decimal':
      return 3;
    case 'datetime':
    case 'phone':
    case 'document':
      return 4;
    case 'password':
      return 6;
    case 'email':
      return 6;
    case 'enum': {
      const longest = Math.max(0, ...Object.values(f.enumLabels ?? {}).map((l) => l.length));
      return longest > 30 ? 6 : 4;
    }
    case 'reference':
      if (f.ref === 'cidade') return 5;
      if (f.ref === 'pais') return 4;
      return 6;
    case 'masked':
      return 3;
    default: {
      const n = f.maxLength ?? 60;
      if (n <= 8) return 3;
      if (n <= 20) return 4;
      return 6;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Child lists and references
// ---------------------------------------------------------------------------------------------

/**
 * Label of a child-list tab: the child's plural without the reference to the parent
 * ("E-mails do cliente" -> "E-mails", "Dados pessoais do usuário" -> "Dados pessoais").
 */
export function childTabLabel(child: Resource): string {
  const m = /^(.+?)\s+d(?:e|o|a|os|as)\s+\S.*$/u.exec(child.plural);
  return m ? m[1] : child.plural;
}

/** Tabs of the form after "Dados", one per child list. */
export function childTabs(resource: Resource): Array<{ child: ResourceChild; resource: Resource; label: string }> {
  return resource.children.map((c) => {
    const r = getResource(c.resource);
    return { child: c, resource: r, label: childTabLabel(r) };
  });
}

/** Whether a reference stores the target's natural code (`uf` = 'SP', `ncm` = '84713012'). */
export function isCodeReference(f: ResourceField): boolean {
  if (!f.ref) return false;
  const target = findResource(f.ref);
  return !!target && target.key !== 'id';
}

/**
 * The field used to show a referenced record: its first string list column that is not the key
 * (cidade -> nome, tipoUsuario -> tipo, ncm -> descricao), else the key.
 */
export function referenceDisplayField(target: Resource): string {
  const strings = target.list.map((n) => target.fields.find((f) => f.name === n)).filter((f): f is ResourceField => !!f && f.type === 'string' && !f.writeOnly);
  const nonKey = strings.find((f) => f.name !== target.key);
  return (nonKey ?? strings[0])?.name ?? target.key;
}

/**
 * Text of a referenced record in an autocomplete: "code - description" for code-keyed lookups
 * (UF, NCM, CEST, CFOP), else the display field ("São Paulo"); a display `codigo` is followed by
 * the record's `descricao` ("00012 - Arroz 5kg", products in order items).
 * @param codeMask mask of the code (the referencing field's, e.g. produto.ncm `####.##.##`);
 *   default: the target key's own mask.
 */
export function referenceOptionText(target: Resource, record: Record<string, unknown> | null | undefined, codeMask?: string): string {
  if (!record) return '';
  const display = referenceDisplayField(target);
  const label = record[display] == null ? '' : String(record[display]);
  if (target.key !== 'id' && display !== target.key) {
    const keyField = getField(target, target.key);
    const raw = record[target.key] ?? record.id;
    const code = raw == null ? '' : String(raw);
    const mask = codeMask ?? keyField?.mask;
    const shown = mask ? applyMask(code, mask) : code;
    return label ? `${shown} - ${label}` : shown;
  }
  // a product-like lookup shown by its code also shows what it is ("00012 - Arroz 5kg")
  if (display === 'codigo' && typeof record.descricao === 'string' && record.descricao) return label ? `${label} - ${record.descricao}` : record.descricao;
  return label || String(record.id ?? '');
}

/** Default sort of a list: the registry `orderBy` (dates newest first), else the key. */
export function defaultSort(resource: Resource): { field: string; order: 'ASC' | 'DESC' } {
  const field = resource.orderBy ?? resource.key;
  const f = getField(resource, field);
  return { field, order: f?.format === 'date-time' || f?.format === 'date' ? 'DESC' : 'ASC' };
}

/** Fields offered as list filters: enums and booleans among the list columns, plus `ativo`. */
export function filterFields(resource: Resource): ResourceField[] {
  const out: ResourceField[] = [];
  for (const f of resource.fields) {
    const inList = resource.list.includes(f.name);
    const isFilter = (f.enum && f.enum.length > 0 && f.enum.length <= 40) || f.type === 'boolean';
    if ((inList && isFilter) || f.name === 'ativo') out.push(f);
  }
  return out;
}

/** Label of a boolean value: "Ativo/Inativo" for `ativo`, else "Sim/Não". */
export function booleanLabel(f: ResourceField, value: boolean): string {
  if (f.name === 'ativo') return value ? 'Ativo' : 'Inativo';
  return value ? 'Sim' : 'Não';
}

/** Enum options in registry order, labelled ("01 - Dinheiro" for numeric codes). */
export function enumChoices(f: ResourceField): Array<{ id: string | number | boolean; name: string }> {
  const values = f.enum ?? [];
  const codes = values.every((v) => typeof v === 'string' && /^\d{2,}$/.test(v));
  return values.map((v) => {
    const label = f.enumLabels?.[String(v)];
    if (!label) return { id: v, name: String(v) };
    return { id: v, name: codes ? `${String(v)} - ${label}` : label };
  });
}

/** The label of one enum value (without the code), or the value itself. */
export function enumLabel(f: ResourceField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return f.enumLabels?.[String(value)] ?? String(value);
}

/** Title of one child item without the reference to the parent ("E-mail do cliente" -> "E-mail"). */
export function childItemTitle(child: Resource): string {
  const m = /^(.+?)\s+d(?:e|o|a|os|as)\s+\S.*$/u.exec(child.title);
  return m ? m[1] : child.title;
}

/**
 * Filters of a reference input that follow other inputs of the same form: a target field that
 * is itself a reference and has a namesake in the form (`cidade.uf` <- the form's `uf`,
 * `subGrupo.grupo_id` <- `grupo_id`, `emitenteTipoUsuario.emitente_id` <- `emitente_id`).
 * @param siblings names of the inputs of the same form scope.
 */
export function dependentFilters(f: ResourceField, siblings: ReadonlySet<string>): string[] {
  if (!f.ref) return [];
  const target = findResource(f.ref);
  if (!target) return [];
  return target.fields.filter((t) => t.ref && t.name !== target.key && t.name !== f.name && siblings.has(t.name)).map((t) => t.name);
}

/**
 * Widths of the inputs of a small child item (up to 4 fields) so the item fits one row:
 * switches take 3 columns, the other inputs share the rest (the first gets any remainder).
 * Larger items keep {@link fieldSpan}.
 */
export function itemSpans(fields: readonly ResourceField[]): number[] {
  if (fields.length === 0 || fields.length > 4) return fields.map(fieldSpan);
  const switches = fields.filter((f) => fieldKind(f) === 'boolean').length;
  const others = fields.length - switches;
  if (others === 0) return fields.map(() => 3);
  const room = 12 - switches * 3;
  const each = Math.floor(room / others);
  let extra = room - each * others;
  return fields.map((f) => {
    if (fieldKind(f) === 'boolean') return 3;
    const span = each + extra;
    extra = 0;
    return span;
  });
}
