/**
 * Distribuição DF-e na demonstração: com o simulador da SEFAZ em uso, as duas
 * empresas da demonstração (logins `loja` e `industria`) vendem uma à outra — uma NF-e de verdade,
 * criada e transmitida pela API como um usuário faria (cadastro do cliente com o CNPJ e a IE da
 * outra empresa, faturamento com dois produtos, TransmitirNota) — e o simulador, que distribui ao
 * destinatário toda NF-e que autoriza (sefaz-simulator/dfe-publicacao.ts), entrega cada nota à outra
 * empresa pelo NSU dela. Também publica resumos de fornecedores de fora para as duas. Assim
 * `ObterNotas` de `loja` traz, já no primeiro uso, a nota emitida pela `industria`.
 *
 * Nunca em produção, nem sem o simulador (quem chama confere). Idempotente: uma empresa que já tem
 * NF-e autorizada para a outra não emite outra.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withOwner } from '../../db/tenant.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import type { SimuladorSefaz } from '../../../sefaz-simulator/index.ts';
import { publicarFornecedoresDemo } from '../../../sefaz-simulator/dfe-publicacao.ts';

interface EmpresaDemo {
  id: number;
  login: string;
  cnpj: string;
  nome: string;
  ie: string | null;
  uf: string;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cidade_id: number | null;
  email: string | null;
}

export interface ResultadoDistribuicaoDemo {
  /** Chaves das NF-e emitidas agora entre as empresas da demonstração. */
  notas: Array<{ de: string; para: string; chave: string }>;
  /** Resumos de fornecedores de fora publicados. */
  fornecedores: number;
}

/**
 * Emite as NF-e entre as empresas da demonstração e publica os resumos dos fornecedores (ver
 * cabeçalho).
 *
 * @param app o servidor já pronto (`ready`), chamado por `inject` como um cliente da API.
 * @param simulador o simulador da SEFAZ em uso pelo runtime fiscal.
 * @returns as notas emitidas e quantos resumos de fornecedores foram publicados.
 * @throws Error com a resposta da API quando o cadastro, o faturamento ou a transmissão falham.
 */
export async function prepararDistribuicaoDemo(app: FastifyInstance, db: Database, simulador: SimuladorSefaz): Promise<ResultadoDistribuicaoDemo> {
  const { rows } = await withOwner(db, (c) =>
    c.query<EmpresaDemo>(
      `SELECT e.id, u.login, e.cnpj, e.nome, e.ie, e.uf, e.cep, e.logradouro, e.numero, e.bairro, e.cidade_id, e.email
         FROM usuario u JOIN emitente e ON e.id = u.emitente_id WHERE u.login IN ('loja', 'industria') ORDER BY u.login`,
    ),
  );
  const resultado: ResultadoDistribuicaoDemo = { notas: [], fornecedores: 0 };
  if (rows.length < 2) return resultado;
  const [industria, loja] = rows; // ORDER BY login
  for (const [de, para] of [
    [industria, loja],
    [loja, industria],
  ] as const) {
    const chave = await venderPara(app, db, de, para);
    if (chave) resultado.notas.push({ de: de.login, para: para.login, chave });
  }
  resultado.fornecedores = publicarFornecedoresDemo(
    simulador.dfe,
    rows.map((e) => e.cnpj),
    new Date(),
  );
  return resultado;
}

/** Chamada à API com a sessão de um usuário da demonstração: devolve `Data`. */
export type ChamadaDemo = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<Record<string, any>>;

/**
 * Entra na API como o usuário `login` da demonstração (senha padrão) e devolve a função que chama
 * as rotas com o token, como um cliente faria (`inject`).
 * @throws Error com o `rotulo` quando o login ou uma chamada respondem 3xx/4xx/5xx.
 */
export async function sessaoDemo(app: FastifyInstance, login: string, rotulo: string): Promise<ChamadaDemo> {
  const r = await app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { Login: login, Password: DEMO_PASSWORD, LembrarMe: false } });
  if (r.statusCode !== 200) throw new Error(`${rotulo}: login de ${login} recusado (${r.statusCode}).`);
  const headers = { authorization: `Bearer ${r.json().Data.Token as string}` };
  return async (method, url, payload) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
    if (res.statusCode >= 300) throw new Error(`${rotulo}: ${method} ${url} respondeu ${res.statusCode}: ${res.body}`);
    return res.json().Data as Record<string, any>;
  };
}

/** NF-e de venda de `de` para `para`, pela API; undefined se já existe uma autorizada. */
async function venderPara(app: FastifyInstance, db: Database, de: EmpresaDemo, para: EmpresaDemo): Promise<string | undefined> {
  const { rows: feitas } = await withOwner(db, (c) =>
    c.query(
      `SELECT 1 FROM faturamento f JOIN cliente cl ON cl.id = f.cliente_id AND cl.emitente_id = f.emitente_id
        WHERE f.emitente_id = $1 AND cl.cpf_cnpj = $2 AND f.situacao = 'autorizada' LIMIT 1`,
      [de.id, para.cnpj],
    ),
  );
  if (feitas.length) return undefined;
  const chamar = await sessaoDemo(app, de.login, `Demonstração DF-e (${de.login} -> ${para.login})`);

  const { rows: clientes } = await withOwner(db, (c) =>
    c.query<{ id: number }>('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [de.id, para.cnpj]),
  );
  const clienteId =
    clientes[0]?.id ??
    (
      await chamar('POST', '/v1/cliente/', {
        nome: para.nome,
        cpf_cnpj: para.cnpj,
        ...(para.ie ? { ind_ie_dest: 1, ie: para.ie } : {}),
        cep: para.cep,
        logradouro: para.logradouro,
        numero: para.numero,
        bairro: para.bairro,
        cidade_id: para.cidade_id,
        uf: para.uf,
        ...(para.email ? { email: para.email } : {}),
      })
    ).id;
  const { rows: produtos } = await withOwner(db, (c) =>
    c.query<{ id: number; preco_venda: string }>('SELECT id, preco_venda::text FROM produto WHERE emitente_id = $1 AND preco_venda > 0 ORDER BY id LIMIT 2', [
      de.id,
    ]),
  );
  if (!produtos.length) return undefined;
  const nota = await chamar('POST', '/v1/faturamento/', {
    cliente_id: clienteId,
    natureza_operacao: 'Venda de mercadoria',
    consumidor_final: 0,
    Item: produtos.map((p, k) => ({ produto_id: p.id, quantidade: k + 2, valor_unitario: Number(p.preco_venda) })),
  });
  const t = await chamar('GET', `/v1/GerenciadorNFe/TransmitirNota?nota=${nota.id}`);
  if (t.situacao !== 'autorizada') throw new Error(`Demonstração DF-e (${de.login} -> ${para.login}): nota ${nota.id} ${t.situacao} (${t.cStat}).`);
  return t.chave as string;
}
