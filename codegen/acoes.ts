/**
 * OpenAPI paths of the module actions, from their contracts (src/contratos, arquitetura §4): one
 * operation per contract and URL spelling (the first keeps the contract id as operationId, the others
 * get `_2`, `_3`...), with path and query parameters, the JSON body, the envelope with `Data` (or
 * the file types) and the usual error responses. Schemas named with `tipo()` (`x-tipo`) become
 * `components.schemas` entries referenced by `$ref`, so openapi-typescript emits them as
 * `components['schemas']['PedidoBaixa']` for the web.
 */
import { type Contrato, type JsonSchema, caminhoOpenApi } from '../src/contratos/base.ts';

type Obj = Record<string, unknown>;
const JSON_CT = 'application/json';
const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/**
 * Replaces every named subschema (`x-tipo`) by a `$ref`, collecting it in `componentes`.
 * @throws Error when two different schemas claim the same name or a name clashes with another component.
 */
function elevar(s: unknown, componentes: Map<string, JsonSchema>, reservados: ReadonlySet<string>): unknown {
  if (Array.isArray(s)) return s.map((x) => elevar(x, componentes, reservados));
  if (s === null || typeof s !== 'object') return s;
  const out: Obj = {};
  for (const [k, v] of Object.entries(s)) if (k !== 'x-tipo') out[k] = elevar(v, componentes, reservados);
  const nome = (s as Obj)['x-tipo'];
  if (typeof nome !== 'string') return out;
  if (reservados.has(nome)) throw new Error(`codegen: o tipo de ação '${nome}' colide com um schema do registro no OpenAPI`);
  const anterior = componentes.get(nome);
  if (anterior && JSON.stringify(anterior) !== JSON.stringify(out)) throw new Error(`codegen: dois schemas diferentes com o nome de tipo '${nome}'`);
  componentes.set(nome, out);
  return ref('schemas', nome);
}

/** Query or path parameters of an object schema. */
function parametros(s: JsonSchema | undefined, onde: 'path' | 'query', componentes: Map<string, JsonSchema>, reservados: ReadonlySet<string>): Obj[] {
  if (!s) return [];
  const obrigatorios = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries((s.properties as Record<string, JsonSchema>) ?? {}).map(([name, schema]) => ({
    name,
    in: onde,
    required: onde === 'path' || obrigatorios.has(name),
    ...(typeof schema.title === 'string' ? { description: schema.title } : {}),
    schema: elevar(schema, componentes, reservados),
  }));
}

/** Success response of a contract: the envelope with Data, a file, or both (e.g. JSON report or its PDF). */
function respostaDeSucesso(c: Contrato, componentes: Map<string, JsonSchema>, reservados: ReadonlySet<string>): Obj {
  const r = c.resposta;
  const content: Obj = {};
  if (r.dados || !r.arquivo) {
    const data = r.dados ? elevar(r.dados, componentes, reservados) : {};
    content[JSON_CT] = { schema: { allOf: [ref('schemas', 'Envelope'), { type: 'object', required: ['Data'], properties: { Data: data } }] } };
  }
  for (const t of r.arquivo ?? []) content[t] = { schema: { type: 'string', contentMediaType: t } };
  return { description: r.descricao ?? (r.arquivo && !r.dados ? 'Arquivo.' : 'Sucesso.'), content };
}

/**
 * Path items of every contract, keyed by OpenAPI path, and the named schemas they use.
 * @param reservados component names already taken (registry entities, system schemas).
 */
export function pathsDasAcoes(
  contratos: readonly Contrato[],
  reservados: ReadonlySet<string>,
): { paths: Record<string, Obj>; schemas: Record<string, JsonSchema> } {
  const componentes = new Map<string, JsonSchema>();
  const paths: Record<string, Obj> = {};
  for (const c of contratos) {
    c.caminhos.forEach((url, i) => {
      const p = caminhoOpenApi(url);
      const metodo = c.metodo.toLowerCase();
      const item = (paths[p] ??= {}) as Obj;
      if (item[metodo]) throw new Error(`codegen: ${c.metodo} ${url} declarado em dois contratos`);
      const parameters = [...parametros(c.params, 'path', componentes, reservados), ...parametros(c.query, 'query', componentes, reservados)];
      const status = String(c.resposta.status ?? 200);
      item[metodo] = {
        tags: [c.tag],
        summary: c.resumo,
        operationId: i === 0 ? c.id : `${c.id}_${i + 1}`,
        ...(c.descricao ? { description: c.descricao } : {}),
        ...(c.permissao ? { 'x-permission': c.permissao } : {}),
        ...(c.publico ? { security: [] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(c.corpo ? { requestBody: { required: true, content: { [JSON_CT]: { schema: elevar(c.corpo, componentes, reservados) } } } } : {}),
        ...(c.multipart
          ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: elevar(c.multipart, componentes, reservados) } } } }
          : {}),
        responses: {
          [status]: respostaDeSucesso(c, componentes, reservados),
          ...(c.params || c.query || c.corpo || c.multipart ? { '400': ref('responses', 'ErroValidacao') } : {}),
          ...(c.publico ? {} : { '401': ref('responses', 'NaoAutenticado'), '403': ref('responses', 'SemPermissao') }),
        },
      };
    });
  }
  const schemas = Object.fromEntries([...componentes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { paths, schemas };
}
