/**
 * `src/generated/estados.ts`: the document state machines of the registry (fields with
 * `x-estados`): the states in enum order, their labels (`x-enumLabels`), the named groups
 * (editável, transmissível...) and the transitions. The module that owns the table's writes checks
 * every state change against these transitions (e.g. src/server/modules/nfe/situacao-nota.ts) and
 * the web shows the same labels and asks the same groups, so a state is declared once.
 */
import type { EntityDef, FieldDef, Registry } from '../schema/registry.ts';
import { TS_HEADER, pascalCase, sortedEntities } from './common.ts';
import { quote, tsLiteral } from './ts-literal.ts';

/** `situacao` of `faturamento` -> `SituacaoFaturamento` / `ESTADOS_FATURAMENTO`; other fields add the field name. */
function nomes(e: EntityDef, campo: string): { tipo: string; constante: string } {
  const ent = pascalCase(e.id);
  const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return campo === 'situacao'
    ? { tipo: `Situacao${ent}`, constante: `ESTADOS_${snake(e.id)}` }
    : { tipo: `${pascalCase(campo)}${ent}`, constante: `ESTADOS_${snake(e.id)}_${snake(campo)}` };
}

const INTERFACE = `/** Máquina de estados de um documento, declarada no registro (\`x-estados\` do campo). */
export interface MaquinaDeEstados<E extends string = string, G extends string = string> {
  /** Id da entidade (schema/entities/{entidade}.json). */
  readonly entidade: string;
  /** Tabela e coluna que guardam o estado. */
  readonly tabela: string;
  readonly campo: string;
  /** Estados na ordem do enum. */
  readonly estados: readonly E[];
  /** Rótulo pt-BR de cada estado (x-enumLabels). */
  readonly rotulos: { readonly [K in E]: string };
  /** Conjuntos nomeados de estados. */
  readonly grupos: { readonly [K in G]: readonly E[] };
  /** Estado -> estados para os quais o módulo dono pode levá-lo (null: sem transições declaradas). */
  readonly transicoes: { readonly [K in E]: readonly E[] } | null;
}

/** Se a máquina \`m\` leva de \`de\` a \`para\` (ficar no mesmo estado também é permitido; sem transições declaradas, nada mais). */
export function transicaoPermitida<E extends string>(m: MaquinaDeEstados<E, string>, de: string, para: E): boolean {
  if (de === para) return true;
  const saidas = (m.transicoes as Record<string, readonly string[]> | null)?.[de];
  return saidas?.includes(para) ?? false;
}`;

/** The generated module text. */
export function generateEstados(registry: Registry): string {
  const blocos: string[] = [];
  for (const e of sortedEntities(registry)) {
    for (const [campo, f] of Object.entries(e.properties) as Array<[string, FieldDef]>) {
      const x = f['x-estados'];
      if (!x) continue;
      const { tipo, constante } = nomes(e, campo);
      const estados = (f.enum ?? []).map(String);
      const rotulos = Object.fromEntries(estados.map((v) => [v, f['x-enumLabels']?.[v] ?? v]));
      const grupos = x.grupos ?? {};
      const transicoes = x.transicoes ? Object.fromEntries(estados.map((v) => [v, x.transicoes?.[v] ?? []])) : null;
      const gruposTipo = Object.keys(grupos).length ? Object.keys(grupos).map(quote).join(' | ') : 'never';
      blocos.push(
        [
          `/** ${e.title}: ${f.title ?? campo} (\`${e.id}.${campo}\`, tabela \`${e.erp.table}\`). */`,
          `export type ${tipo} = ${estados.map(quote).join(' | ')};`,
          '',
          `export const ${constante} = ${tsLiteral({ entidade: e.id, tabela: e.erp.table, campo, estados, rotulos, grupos, transicoes }, 0, 160)} as const satisfies MaquinaDeEstados<${tipo}, ${gruposTipo}>;`,
        ].join('\n'),
      );
    }
  }
  return [TS_HEADER, INTERFACE, '', blocos.join('\n\n'), ''].join('\n');
}
