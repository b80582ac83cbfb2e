/**
 * CSC da NFC-e no simulador da SEFAZ: os CSC ativos de cada CNPJ raiz (no máximo 2) e o
 * webservice `CscNFCe` / `admCscNFCe` (Manual do Web Service de Administração do CSC, ENCAT v1.00;
 * códigos em src/fiscal/nfce/csc.ts, `MOTIVOS_CSC`):
 *
 * - `admCscNFCe` fora do schema mínimo (tpAmb, indOp 1..3, raizCNPJ de 8 dígitos, `dadosCsc` só
 *   na revogação): 215 (o XSD do serviço não faz parte do PL_010d; a forma é conferida aqui);
 * - `tpAmb` diferente do simulador: 252; raiz do CNPJ do certificado do cliente (TLS) diferente
 *   de `raizCNPJ`: 213;
 * - consulta (1): 150 com os `dadosCsc` ativos, ou 153 sem nenhum;
 * - novo (2): 461 com dois ativos; senão gera um CSC de 36 caracteres com o próximo `idCsc` e
 *   responde 151 com ele;
 * - revogação (3): `dadosCsc` com `idCsc` e `codigoCsc` de um CSC ativo -> 152; senão 462.
 *
 * Os mesmos CSC conferem o hash do QR Code v2 das NFC-e (nfce.ts usa {@link cscsAtivos}).
 */
import { randomInt } from 'node:crypto';
import { MOTIVOS_CSC } from '../fiscal/nfce/csc.ts';
import { elemento, elementos, esc, NS_NFE, texto } from '../fiscal/sefaz/xml.ts';
import { motivo } from './mensagens.ts';
import type { EstadoSimulador } from './index.ts';

interface CscAtivo {
  idToken: number;
  csc: string;
}

const porEstado = new WeakMap<EstadoSimulador, { ativos: Map<string, CscAtivo[]>; ultimoId: Map<string, number> }>();

function base(estado: EstadoSimulador) {
  let b = porEstado.get(estado);
  if (!b) porEstado.set(estado, (b = { ativos: new Map(), ultimoId: new Map() }));
  return b;
}

/** CSC ativos do CNPJ (usa a raiz, 8 primeiros caracteres). */
export function cscsAtivos(estado: EstadoSimulador, cnpj: string): readonly CscAtivo[] {
  return base(estado).ativos.get(cnpj.slice(0, 8)) ?? [];
}

/**
 * Registra um CSC ativo do CNPJ (como se gerado no portal da SEFAZ): substitui o de mesmo
 * identificador; com dois ativos de outros identificadores, o mais antigo sai.
 */
export function registrarCscAtivo(estado: EstadoSimulador, cnpj: string, idToken: number, csc: string): void {
  const b = base(estado);
  const raiz = cnpj.slice(0, 8);
  const lista = (b.ativos.get(raiz) ?? []).filter((c) => c.idToken !== idToken);
  lista.push({ idToken, csc });
  b.ativos.set(raiz, lista.slice(-2));
  b.ultimoId.set(raiz, Math.max(b.ultimoId.get(raiz) ?? 0, idToken));
}

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Dependências do tratador (closures de `iniciarSimuladorSefaz`). */
export interface DependenciasCsc {
  estado: EstadoSimulador;
  verAplic: string;
}

/**
 * Tratador do `admCscNFCe` (conteúdo de `nfeDadosMsg`) -> `retAdmCscNFCe`.
 * @param cnpjCliente CNPJ do certificado de cliente da conexão TLS.
 */
export function criarAdmCsc(dep: DependenciasCsc): (dados: string, cnpjCliente: string | undefined) => string {
  const { estado } = dep;
  return (dados, cnpjCliente) => {
    const doc = elemento(dados, 'admCscNFCe') ?? '';
    const indOp = texto(doc, 'indOp') ?? '';
    const raiz = texto(doc, 'raizCNPJ') ?? '';
    const ret = (cStat: string, cscs: CscAtivo[] = [], xMotivo = MOTIVOS_CSC[cStat] ?? motivo(cStat)) =>
      `<retAdmCscNFCe xmlns="${NS_NFE}" versao="1.00"><tpAmb>${estado.ambiente}</tpAmb><indOp>${/^[123]$/.test(indOp) ? indOp : '1'}</indOp>` +
      `<cStat>${cStat}</cStat><xMotivo>${esc(xMotivo)}</xMotivo>` +
      cscs.map((c) => `<dadosCsc><idCsc>${String(c.idToken).padStart(6, '0')}</idCsc><codigoCsc>${c.csc}</codigoCsc></dadosCsc>`).join('') +
      `</retAdmCscNFCe>`;
    const dadosCsc = elementos(doc, 'dadosCsc');
    const forma =
      doc &&
      /^[12]$/.test(texto(doc, 'tpAmb') ?? '') &&
      /^[123]$/.test(indOp) &&
      /^[0-9A-Z]{8}$/.test(raiz) &&
      dadosCsc.length <= 1 &&
      (indOp === '3' ? dadosCsc.length === 1 && /^[0-9]{6}$/.test(texto(dadosCsc[0], 'idCsc') ?? '') && !!texto(dadosCsc[0], 'codigoCsc') : true);
    if (!forma) return ret('215', [], `${motivo('215')}: admCscNFCe fora do leiaute (tpAmb, indOp 1-3, raizCNPJ, dadosCsc na revogação)`);
    if (indOp !== '3' && dadosCsc.length) return ret('463');
    if (texto(doc, 'tpAmb') !== String(estado.ambiente)) return ret('252');
    if (!cnpjCliente || cnpjCliente.slice(0, 8) !== raiz) return ret('213');
    const b = base(estado);
    const ativos = b.ativos.get(raiz) ?? [];
    if (indOp === '1') return ativos.length ? ret('150', ativos) : ret('153');
    if (indOp === '2') {
      if (ativos.length >= 2) return ret('461');
      const idToken = (b.ultimoId.get(raiz) ?? 0) + 1;
      const csc = Array.from({ length: 36 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
      registrarCscAtivo(estado, raiz, idToken, csc);
      return ret('151', [{ idToken, csc }]);
    }
    const id = Number(texto(dadosCsc[0], 'idCsc'));
    const codigo = texto(dadosCsc[0], 'codigoCsc');
    const alvo = ativos.find((c) => c.idToken === id && c.csc === codigo);
    if (!alvo) return ret('462');
    b.ativos.set(
      raiz,
      ativos.filter((c) => c !== alvo),
    );
    return ret('152');
  };
}
