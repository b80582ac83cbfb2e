/**
 * The NF-e editor's actions: Salvar (POST/PUT /v1/faturamento/), Transmitir
 * (POST /v1/nfe/{id}/Transmitir), Salvar e transmitir, Baixar XML. Field errors of the answer
 * (400 `fieldErrors`, or the XSD errors of the transmission, SPEC §7) are put on their inputs and
 * the editor jumps to the tab of the first one; the SEFAZ answer is shown by `useResultadoSefaz`.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { useAlertas } from '../../../layout/alerts.tsx';
import { extractFieldErrors } from '../../../resources/errors.ts';
import { baixarArquivo, salvarBlob } from '../../../providers/arquivos.ts';
import { corpoDoErro, mensagemDeErro } from '../../../providers/erros.ts';
import { faturamentoApi } from '../api.ts';
import { nfeApi, type ResultadoSefaz } from '../../nfe/api.ts';
import { useResultadoSefaz } from '../../nfe/comum.tsx';
import { errosSchemaDoCorpo, mapearErrosSchema, type ErroSchema } from '../erros-schema.ts';
import { abaDoCampo, deRegistro, paraApi, type Nota } from '../nota.ts';
import type { Aba } from './opcoes.ts';

/** The editor state the actions read and write (see useNotaEditor). */
export interface EstadoAcoes {
  nota: Nota;
  setNota: Dispatch<SetStateAction<Nota>>;
  setCalc: (r: Record<string, unknown>) => void;
  setErros: Dispatch<SetStateAction<Record<string, string[]>>>;
  setGerais: Dispatch<SetStateAction<ErroSchema[]>>;
  setAba: Dispatch<SetStateAction<Aba>>;
  carregar: (idNota: string) => Promise<void>;
}

/**
 * Save/transmit handlers and their state: `ocupado` (which button is working) and `ultimo` (the
 * last SEFAZ answer, for the protocol/rejection banners). Handlers never throw: failures become
 * alerts and highlighted fields.
 */
export function useAcoesNota({ nota, setNota, setCalc, setErros, setGerais, setAba, carregar }: EstadoAcoes) {
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const mostrarResultado = useResultadoSefaz();
  const [ocupado, setOcupado] = useState<null | 'salvar' | 'transmitir'>(null);
  const [ultimo, setUltimo] = useState<ResultadoSefaz | null>(null);

  /** Puts the error's field messages on the inputs; true when there was any. */
  const aplicarErros = (e: unknown): boolean => {
    const corpo = corpoDoErro(e);
    const schema = errosSchemaDoCorpo(corpo);
    let campos: Record<string, string[]> = {};
    let ger: ErroSchema[] = [];
    if (schema) {
      const m = mapearErrosSchema(schema);
      campos = m.campos;
      ger = m.gerais;
    } else {
      const planos = extractFieldErrors(e);
      for (const [k, v] of Object.entries(planos)) campos[k.replace(/\[(\d+)\]/g, '.$1')] = [...v];
    }
    setErros(campos);
    setGerais(ger);
    const primeiro = Object.keys(campos)[0];
    if (primeiro) setAba(abaDoCampo(primeiro));
    return Object.keys(campos).length > 0 || ger.length > 0;
  };

  /** The checks made before sending (cliente, natureza, items complete); false when any failed. */
  const validarLocal = (): boolean => {
    const e: Record<string, string[]> = {};
    if (!nota.cliente_id) e.cliente_id = ['Informe o cliente.'];
    if (!nota.natureza_operacao.trim()) e.natureza_operacao = ['Informe a natureza da operação.'];
    if (nota.Item.length === 0) e['Item'] = ['Inclua ao menos um item.'];
    nota.Item.forEach((it, i) => {
      if (!it.produto_id) e[`Item.${i}.produto_id`] = ['Escolha o produto.'];
      if (!((it.quantidade ?? 0) > 0)) e[`Item.${i}.quantidade`] = ['Quantidade deve ser maior que zero.'];
      if (it.valor_unitario === null) e[`Item.${i}.valor_unitario`] = ['Informe o valor.'];
    });
    setErros(e);
    setGerais([]);
    const primeiro = Object.keys(e)[0];
    if (primeiro) setAba(abaDoCampo(primeiro));
    return Object.keys(e).length === 0;
  };

  /** Creates or updates the note; the saved id (null when the local checks failed). Throws the API error. */
  const salvar = async (): Promise<number | null> => {
    if (!validarLocal()) return null;
    const corpo = paraApi(nota);
    const r = nota.id ? await faturamentoApi.alterar(corpo) : await faturamentoApi.criar(corpo);
    const novo = deRegistro(r);
    setNota((n) => ({ ...novo, Item: novo.Item.map((it, i) => ({ ...it, produto: n.Item[i]?.produto ?? it.produto })) }));
    setCalc(r);
    setErros({});
    setGerais([]);
    if (!nota.id && novo.id) navigate(`${basename}/faturamento/editar/${novo.id}`, { replace: true });
    return novo.id ?? null;
  };

  const aoSalvar = async () => {
    setOcupado('salvar');
    try {
      const idSalvo = await salvar();
      if (idSalvo) await alertas.success('Nota salva com sucesso.');
    } catch (e) {
      if (!aplicarErros(e)) await alertas.error(mensagemDeErro(e));
      else await alertas.error(mensagemDeErro(e, 'Verifique os campos destacados.'));
    } finally {
      setOcupado(null);
    }
  };

  const transmitirId = async (idNota: number) => {
    try {
      const env = await nfeApi.transmitir(idNota);
      setUltimo(env.Data);
      // the chip behind the dialog must already say what the dialog says (not "Transmitindo")
      await carregar(String(idNota));
      await mostrarResultado(env.Data, 'Autorizada');
    } catch (e) {
      const temErros = aplicarErros(e);
      const schema = errosSchemaDoCorpo(corpoDoErro(e));
      const dados = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
      if (schema)
        await alertas.error(
          `${mensagemDeErro(e, 'A nota tem erros de schema.')}\n${schema.length} erro(s): veja os campos destacados e a lista acima dos botões.`,
          { titulo: 'Erros de validação da NF-e' },
        );
      else if (dados && (dados.cStat || dados.xMotivo)) await mostrarResultado(dados, 'Autorizada');
      // a recusa antes do envio (ex.: cadastro do cliente incompleto) diz o que preencher, além de destacar o campo
      else await alertas.error(mensagemDeErro(e), temErros ? { titulo: 'A nota não foi transmitida' } : undefined);
    } finally {
      if (nota.id || idNota) await carregar(String(idNota));
    }
  };

  const aoSalvarETransmitir = async () => {
    if (!validarLocal()) return;
    if (!(await alertas.question('Salvar a nota e transmiti-la para a SEFAZ agora?', { titulo: 'Salvar e transmitir' }))) return;
    setOcupado('transmitir');
    try {
      const idSalvo = await salvar();
      if (idSalvo) await transmitirId(idSalvo);
    } catch (e) {
      if (!aplicarErros(e)) await alertas.error(mensagemDeErro(e));
      else await alertas.error(mensagemDeErro(e, 'Verifique os campos destacados.'));
    } finally {
      setOcupado(null);
    }
  };

  const aoTransmitir = async () => {
    if (!nota.id) return aoSalvarETransmitir();
    if (!(await alertas.question(`Transmitir a nota para a SEFAZ?`))) return;
    setOcupado('transmitir');
    try {
      await transmitirId(nota.id);
    } finally {
      setOcupado(null);
    }
  };

  const baixarXml = async () => {
    if (!nota.id) return;
    try {
      const { blob, nome } = await baixarArquivo(nfeApi.urlXml(nota.id), { padrao: `${nota.chave_acesso ?? 'nfe'}-nfe.xml` });
      salvarBlob(blob, nome);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return { ocupado, ultimo, aoSalvar, aoSalvarETransmitir, aoTransmitir, baixarXml };
}
