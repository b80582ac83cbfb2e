/**
 * Rotas do PDV e do gerenciador de NFC-e (SPEC §7 "/v1/GerenciadorNFCe").
 *
 * SPEC §7: GET ConsultarStatusServico, ConsultarStatusNFCe?cupom, TransmitirNFCe?cupom,
 * ImprimirVenda/{id} (blob; `largura` 80|58, `formato` pdf|texto), DownloadXMLNFCe/{id},
 * CancelarVenda?cupom&justificativa (+ `chave_substituta` para o 110112), InutilizarNFCe?id;
 * PUT EntrarContingenciaNFCe?id&contingencia. Além delas: GET Contingencia (pendentes com o prazo e
 * rejeitadas com o motivo), PUT CSC (corpo ambiente, id_token, csc), GET Configuracao (CSC mascarado,
 * modalidade da contingência, serviços da UF), PUT ModalidadeContingencia (`offline`|`epec`, EPEC só
 * em SP), GET ConsultarStatusEPEC (ambiente EPEC da NFC-e de SP), POST CSC/Sefaz (`operacao`
 * consultar|gerar|revogar no webservice admCscNFCe), e o caixa/venda do PDV em
 * /v1/pdv (Venda, Produto, Caixa, Caixa/Abrir, Caixa/Movimento, Caixa/Fechar, Caixa/Relatorio/{id}).
 *
 * Permissões (SPEC §6, lista da empresa): Permitir.VendasCupom.Consultar (consultas, impressão, XML),
 * .Incluir (vender, transmitir, caixa), .Alterar (cancelar, contingência manual);
 * Permitir.GerenciadorNFCe.Inutilizar; Permitir.Configuracao.Alterar (CSC; e desconto sem limite).
 *
 * Contratos do gerenciador (parâmetros, query, corpo e `Data`): src/contratos/gerenciador-nfce.ts, presos com `acao()`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { hasRule, regra } from '../../auth/permissions.ts';
import { enviarArquivo } from '../../http/arquivo.ts';
import { exigir } from '../../auth/exigir.ts';
import { sefaz } from '../../http/sefaz.ts';
import { lerNFe } from '../../../fiscal/nfe/index.ts';
import { consultarStatusEpecNFCe, pdfDanfeNFCe, textoDanfeNFCe, ufTemEpecNFCe } from '../../../fiscal/nfce/index.ts';
import { SefazError } from '../../../fiscal/sefaz/index.ts';
import { mensagemFalhaSefaz } from '../../../fiscal/sefaz/mensagem-falha.ts';
import { definirModalidadeContingencia, epecDaVenda } from './epec-nfce.ts';
import { administrarCscDoEmitente, mascararCsc, servicoCscDisponivel } from './csc-sefaz.ts';
import { lerEntradaPdv } from '../../../domain/pdv/codigo-barras.ts';
import { clienteNFCe, cscDoEmitente, definirContingencia, estadoNFCe, gravarCsc } from './config-nfce.ts';
import { consultarVenda, emitirVenda, xmlDaVenda, type RespostaVenda } from './emissao.ts';
import { pendentesContingencia, retransmitirPendentes } from './retransmissao.ts';
import { cancelarVenda, inutilizarNFCe } from './eventos.ts';
import { mudarSituacaoVenda } from './situacao-venda.ts';
import { abrirCaixa, caixaDoOperador, fecharCaixa, movimentarCaixa, resumoCaixa, textoRelatorioCaixa } from './caixa.ts';
import { criarVendaPdv } from './servico.ts';
import { modeloDeVenda } from './venda.ts';
import { limiteDoUsuario } from './desconto.ts';
import { acao } from '../../http/contrato.ts';
import { PDV_CAIXA, PDV_VENDA } from '../../../contratos/pdv.ts';
import { GERENCIADOR_NFCE } from '../../../contratos/gerenciador-nfce.ts';

const BASE = '/v1/GerenciadorNFCe';

function inteiro(v: unknown, campo: string, rotulo: string): number {
  const n = Number(v);
  if (v === undefined || v === null || v === '' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
    throw new ValidationError({ [campo]: [`Informe ${rotulo}`] }, `Informe ${rotulo}.`);
  }
  return n;
}

const envelope = (reply: FastifyReply, r: RespostaVenda | { http: number; sucesso: boolean; mensagem: string; dados: unknown }) =>
  reply.code(r.http).send({ Success: r.sucesso, Message: r.mensagem, Data: r.dados });

export function registerPdvRoutes(app: FastifyInstance, config: Config, db: Database): void {
  const auth = { preHandler: app.authenticate };

  // ---------------------------------------------------------------- gerenciador NFC-e
  app.get(`${BASE}/ConsultarStatusServico`, acao(GERENCIADOR_NFCE.statusServico, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const emitenteId = req.ctx.emitenteId!;
    const { cli, estado, pendentes } = await withTenant(db, req.ctx, async (c) => {
      const cli = await clienteNFCe(c, config, emitenteId);
      return { cli, estado: await estadoNFCe(c, emitenteId, cli.emitente.ambiente), pendentes: await pendentesContingencia(c, emitenteId) };
    });
    const r = await sefaz(() => cli.cliente.statusServico());
    return {
      Success: r.cStat === '107',
      Message: `${r.cStat} - ${r.xMotivo}`,
      Data: {
        cStat: r.cStat,
        xMotivo: r.xMotivo,
        dhRecbto: r.dhRecbto ?? null,
        contingencia: estado.contingencia,
        contingencia_desde: estado.contingenciaDesde,
        csc_configurado: estado.temCsc,
        pendentes: pendentes.length,
        alerta: pendentes.some((p) => p.alerta),
      },
    };
  });

  app.get(`${BASE}/ConsultarStatusNFCe`, acao(GERENCIADOR_NFCE.consultar, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const id = inteiro((req.query as Record<string, unknown>).cupom, 'cupom', 'a venda (cupom)');
    return envelope(reply, await sefaz(() => consultarVenda(db, config, req.ctx, id)));
  });

  app.get(`${BASE}/TransmitirNFCe`, acao(GERENCIADOR_NFCE.transmitir, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const id = inteiro((req.query as Record<string, unknown>).cupom, 'cupom', 'a venda (cupom)');
    return envelope(reply, await emitirVenda(db, config, req.ctx, id));
  });

  app.get(`${BASE}/ImprimirVenda/:id`, acao(GERENCIADOR_NFCE.imprimir, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'a venda');
    const q = req.query as Record<string, unknown>;
    const emitenteId = req.ctx.emitenteId!;
    const d = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query('SELECT * FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
      const v = rows[0];
      if (!v) throw new ApiError(404, 'Venda não encontrada.');
      const xml = v.chave ? await xmlDaVenda(c, emitenteId, id, 'nfe', v.chave) : undefined;
      if (!xml) throw new ApiError(400, 'A NFC-e desta venda ainda não foi emitida: transmita-a antes de imprimir.');
      const modelo = await modeloDeVenda(c, emitenteId, v.modelo_venda_cupom_id);
      const epec = Number(v.tp_emis) === 4 ? await epecDaVenda(c, emitenteId, id, v.chave) : null;
      return { v, xml, largura: modelo.largura_bobina, epec };
    });
    const largura = q.largura === '58' ? 58 : q.largura === '80' ? 80 : d.largura;
    const dados = {
      nfe: lerNFe(d.xml),
      protocolo: d.v.protocolo,
      dataAutorizacao: d.v.data_autorizacao,
      cancelada: d.v.situacao === 'cancelada',
      epec: d.epec,
    };
    if (q.formato === 'texto') return enviarArquivo(reply, 'text/plain; charset=utf-8', `NFCe-${d.v.numero}.txt`, textoDanfeNFCe(dados, largura), 'inline');
    return enviarArquivo(reply, 'application/pdf', `NFCe-${d.v.numero}.pdf`, await pdfDanfeNFCe(dados, largura), 'inline');
  });

  app.get(`${BASE}/DownloadXMLNFCe/:id`, acao(GERENCIADOR_NFCE.downloadXml, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'a venda');
    const emitenteId = req.ctx.emitenteId!;
    const r = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query('SELECT chave, situacao FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
      if (!rows[0]) throw new ApiError(404, 'Venda não encontrada.');
      if (!rows[0].chave) throw new ApiError(400, 'A NFC-e desta venda ainda não foi emitida.');
      const proc = await xmlDaVenda(c, emitenteId, id, 'nfeProc', rows[0].chave);
      return { chave: rows[0].chave as string, xml: proc ?? (await xmlDaVenda(c, emitenteId, id, 'nfe', rows[0].chave)), proc: Boolean(proc) };
    });
    if (!r.xml) throw new ApiError(404, 'XML não encontrado.');
    return enviarArquivo(
      reply,
      'application/xml; charset=utf-8',
      `${r.chave}${r.proc ? '-procNFe' : '-NFe'}.xml`,
      r.xml.startsWith('<?xml') ? r.xml : `<?xml version="1.0" encoding="UTF-8"?>${r.xml}`,
    );
  });

  app.get(`${BASE}/CancelarVenda`, acao(GERENCIADOR_NFCE.cancelar, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Alterar']]);
    const q = req.query as Record<string, unknown>;
    const id = inteiro(q.cupom, 'cupom', 'a venda (cupom)');
    return envelope(reply, await cancelarVenda(db, config, req.ctx, id, q.justificativa, q.chave_substituta));
  });

  app.get(`${BASE}/InutilizarNFCe`, acao(GERENCIADOR_NFCE.inutilizar, auth), async (req, reply) => {
    exigir(req.ctx, [['GerenciadorNFCe', 'Inutilizar']]);
    const id = inteiro((req.query as Record<string, unknown>).id, 'id', 'a inutilização');
    return envelope(reply, await inutilizarNFCe(db, config, req.ctx, id));
  });

  app.put(`${BASE}/EntrarContingenciaNFCe`, acao(GERENCIADOR_NFCE.entrarContingencia, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Alterar']]);
    const q = req.query as Record<string, unknown>;
    const ligar = !['false', '0', 'N', 'n', 'nao', 'não'].includes(String(q.contingencia ?? 'true'));
    const emitenteId = req.ctx.emitenteId!;
    const motivo = q.justificativa ? String(q.justificativa) : 'Entrada manual em contingência pelo operador (falha de comunicação)';
    if (motivo.trim().length < 15) throw new ValidationError({ justificativa: ['A justificativa deve ter ao menos 15 caracteres'] });
    await withTenant(db, req.ctx, async (c) => {
      const cli = await clienteNFCe(c, config, emitenteId);
      await definirContingencia(c, emitenteId, cli.emitente.ambiente, ligar, motivo);
    });
    if (ligar && q.id !== undefined && q.id !== '') {
      const id = inteiro(q.id, 'id', 'a venda');
      const situacao = await withTenant(db, req.ctx, async (c) => {
        const { rows } = await c.query('SELECT situacao FROM venda_cupom WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
        if (!rows[0]) throw new ApiError(404, 'Venda não encontrada.');
        if (rows[0].situacao === 'transmitindo') await mudarSituacaoVenda(c, emitenteId, id, 'rejeitada');
        return rows[0].situacao as string;
      });
      if (['digitacao', 'rejeitada', 'transmitindo'].includes(situacao)) return envelope(reply, await emitirVenda(db, config, req.ctx, id));
    }
    if (!ligar) {
      const r = (await retransmitirPendentes(db, config)).find((x) => x.emitenteId === emitenteId);
      return { Success: true, Message: 'Contingência encerrada.', Data: r ?? null };
    }
    return ok(null, 'Emissão em contingência off-line ativada: as próximas vendas serão emitidas com tpEmis 9.');
  });

  app.get(`${BASE}/Contingencia`, acao(GERENCIADOR_NFCE.contingencia, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const emitenteId = req.ctx.emitenteId!;
    return withTenant(db, req.ctx, async (c) => {
      const pendentes = await pendentesContingencia(c, emitenteId);
      const { rows: rejeitadas } = await c.query(
        `SELECT id, numero, serie, chave, tp_emis, cstat, xmotivo FROM venda_cupom WHERE emitente_id = $1 AND tp_emis IN (4, 9) AND situacao = 'rejeitada' ORDER BY data_emissao DESC LIMIT 200`,
        [emitenteId],
      );
      const alerta = pendentes.filter((p) => p.alerta);
      // estado da contingência no ambiente do emitente e se este usuário pode ligá-la/desligá-la
      // (a tela mostra só o botão que se aplica, e só a quem pode)
      const amb = Number((await c.query('SELECT ambiente FROM emitente WHERE id = $1', [emitenteId])).rows[0]?.ambiente) === 1 ? 1 : 2;
      const ativa = (await estadoNFCe(c, emitenteId, amb)).contingencia;
      const podeAlternar = hasRule(req.ctx, 'emitente', regra('VendasCupom', 'Alterar'));
      return ok(
        { pendentes, rejeitadas, ativa, pode_alternar: podeAlternar },
        alerta.length
          ? `${alerta.length} NFC-e em contingência perto do prazo de 24 h para transmissão.`
          : pendentes.length
            ? `${pendentes.length} NFC-e pendente(s).`
            : null,
      );
    });
  });

  app.put(`${BASE}/CSC`, acao(GERENCIADOR_NFCE.csc, auth), async (req) => {
    exigir(req.ctx, [['Configuracao', 'Alterar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    await withTenant(db, req.ctx, (c) => gravarCsc(c, config, req.ctx.emitenteId!, b.ambiente, b.id_token, b.csc));
    return ok(null, 'CSC gravado.');
  });

  // configuração da NFC-e do emitente no seu ambiente: CSC (mascarado), modalidade da contingência
  // e os serviços que a UF oferece (a tela só mostra o que se aplica)
  app.get(`${BASE}/Configuracao`, acao(GERENCIADOR_NFCE.configuracao, auth), async (req) => {
    exigir(req.ctx, [['Configuracao', 'Consultar']]);
    const emitenteId = req.ctx.emitenteId!;
    return withTenant(db, req.ctx, async (c) => {
      const emit = (
        await c.query('SELECT e.uf, COALESCE(f.ambiente, 2) AS ambiente FROM emitente e LEFT JOIN emitente_fiscal f ON f.emitente_id = e.id WHERE e.id = $1', [
          emitenteId,
        ])
      ).rows[0];
      const amb: 1 | 2 = Number(emit?.ambiente) === 1 ? 1 : 2;
      const uf = String(emit?.uf ?? '');
      const estado = await estadoNFCe(c, emitenteId, amb);
      const csc = estado.temCsc ? await cscDoEmitente(c, config, emitenteId, amb) : null;
      return ok({
        uf,
        ambiente: amb,
        csc: csc ? { id_token: csc.idToken, csc_mascarado: mascararCsc(csc.csc) } : null,
        csc_servico_sefaz: await servicoCscDisponivel(config, uf, amb),
        epec_disponivel: ufTemEpecNFCe(uf),
        modalidade_contingencia: estado.epec && ufTemEpecNFCe(uf) ? 'epec' : 'offline',
        pode_alterar: hasRule(req.ctx, 'emitente', regra('Configuracao', 'Alterar')),
      });
    });
  });

  app.put(`${BASE}/ModalidadeContingencia`, acao(GERENCIADOR_NFCE.modalidade, auth), async (req) => {
    exigir(req.ctx, [['Configuracao', 'Alterar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const emitenteId = req.ctx.emitenteId!;
    const m = await withTenant(db, req.ctx, async (c) => {
      const cli = await clienteNFCe(c, config, emitenteId);
      return definirModalidadeContingencia(c, emitenteId, cli.emitente.ambiente, cli.emitente.uf, b.modalidade);
    });
    return ok(
      { modalidade_contingencia: m },
      m === 'epec' ? 'Contingência da NFC-e: EPEC (SEFAZ-SP), com a off-line se o EPEC também falhar.' : 'Contingência da NFC-e: off-line (tpEmis 9).',
    );
  });

  app.get(`${BASE}/ConsultarStatusEPEC`, acao(GERENCIADOR_NFCE.statusEpec, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const emitenteId = req.ctx.emitenteId!;
    const cli = await withTenant(db, req.ctx, (c) => clienteNFCe(c, config, emitenteId));
    if (!ufTemEpecNFCe(cli.emitente.uf))
      throw new ValidationError({ uf: ['O EPEC da NFC-e só existe em SP'] }, `O EPEC da NFC-e só é oferecido pela SEFAZ-SP (emitente em ${cli.emitente.uf}).`);
    try {
      const r = await consultarStatusEpecNFCe(cli.cliente, cli.emitente.uf, cli.emitente.ambiente);
      return { Success: r.cStat === '107', Message: `${r.cStat} - ${r.xMotivo}`, Data: { cStat: r.cStat, xMotivo: r.xMotivo, dhRecbto: r.dhRecbto ?? null } };
    } catch (e) {
      if (!(e instanceof SefazError)) throw e;
      return { Success: false, Message: mensagemFalhaSefaz(e), Data: { cStat: null, xMotivo: mensagemFalhaSefaz(e), dhRecbto: null } };
    }
  });

  app.post(`${BASE}/CSC/Sefaz`, acao(GERENCIADOR_NFCE.cscSefaz, auth), async (req) => {
    exigir(req.ctx, [['Configuracao', 'Alterar']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const r = await administrarCscDoEmitente(db, config, req.ctx, b.operacao);
    return ok(r, `${r.cStat} - ${r.xMotivo}`);
  });

  // ---------------------------------------------------------------- PDV: venda, produto, caixa
  app.post('/v1/pdv/Venda', acao(PDV_VENDA.vender, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const b = (req.body ?? {}) as Record<string, unknown>;
    const r = await criarVendaPdv(db, config, req.ctx, b as never, {
      usuarioId: req.ctx.usuarioId,
      descontoIlimitado: hasRule(req.ctx, 'emitente', regra('Configuracao', 'Alterar')),
      emitir: b.emitir !== false,
    });
    return envelope(reply, r);
  });

  app.get('/v1/pdv/Produto', acao(PDV_VENDA.produto, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    const q = req.query as Record<string, unknown>;
    const emitenteId = req.ctx.emitenteId!;
    return withTenant(db, req.ctx, async (c) => {
      const modelo = await modeloDeVenda(c, emitenteId, q.modelo ? Number(q.modelo) : null);
      const l = lerEntradaPdv(String(q.entrada ?? ''), modelo.balanca_tipo);
      if (l.tipo === 'invalido') throw new ValidationError({ entrada: [l.mensagem] }, l.mensagem);
      // tem_opcoes: pai de grade ou produto com adicionais (próprios ou do pai) -> a tela abre o diálogo de opções
      const campos = `id, codigo, gtin, descricao, unidade, preco_venda,
        (EXISTS (SELECT 1 FROM estoque_variacao ev WHERE ev.emitente_id = produto.emitente_id AND ev.produto_id = produto.id AND ev.ativo)
         OR EXISTS (SELECT 1 FROM produto_adicional pa WHERE pa.emitente_id = produto.emitente_id
                       AND (pa.produto_id = produto.id OR pa.produto_id IN (SELECT ev.produto_id FROM estoque_variacao ev
                                                                             WHERE ev.emitente_id = produto.emitente_id AND ev.produto_variacao_id = produto.id)))) AS tem_opcoes`;
      let rows: Array<Record<string, any>>;
      if (l.tipo === 'busca') {
        ({ rows } = await c.query(
          `SELECT ${campos} FROM produto WHERE emitente_id = $1 AND ativo AND (erp_sem_acento(descricao) ILIKE '%' || erp_sem_acento($2) || '%' OR codigo ILIKE $2 || '%')
            ORDER BY descricao LIMIT 20`,
          [emitenteId, l.texto.replace(/[%_\\]/g, '\\$&')],
        ));
        return ok({ tipo: 'busca', produtos: rows });
      }
      const codigo = l.tipo === 'balanca' ? l.codigoProduto : l.codigo;
      ({ rows } = await c.query(
        `SELECT ${campos} FROM produto WHERE emitente_id = $1 AND ativo AND (gtin = $2 OR codigo = $2 OR ltrim(codigo, '0') = ltrim($2, '0')) ORDER BY (gtin = $2) DESC, id LIMIT 1`,
        [emitenteId, codigo],
      ));
      const p = rows[0];
      if (!p) throw new ApiError(404, `Produto não encontrado: ${codigo}`, { entrada: ['Produto não encontrado'] });
      let quantidade = l.tipo === 'balanca' ? (l.peso ?? null) : l.quantidade;
      if (l.tipo === 'balanca' && l.preco) quantidade = Number(p.preco_venda) > 0 ? (Number(l.preco) / Number(p.preco_venda)).toFixed(3) : null;
      return ok({
        tipo: l.tipo,
        produtos: [p],
        quantidade: quantidade ?? '1',
        codigo_barras: 'codigo' in l ? l.codigo : null,
        preco_etiqueta: l.tipo === 'balanca' ? (l.preco ?? null) : null,
      });
    });
  });

  app.get('/v1/pdv/Caixa', acao(PDV_CAIXA.caixa, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    return withTenant(db, req.ctx, async (c) => {
      const cx = await caixaDoOperador(c, req.ctx);
      const modelo = await modeloDeVenda(c, req.ctx.emitenteId!, null);
      // limite de desconto do operador (%; null = sem limite): o do usuário, do perfil na empresa ou do modelo de venda (desconto.ts)
      const limite = hasRule(req.ctx, 'emitente', regra('Configuracao', 'Alterar'))
        ? null
        : await limiteDoUsuario(c, req.ctx.emitenteId!, req.ctx.usuarioId, modelo.desconto_maximo);
      return ok({
        caixa: cx ? await resumoCaixa(c, req.ctx.emitenteId!, cx.id, true) : null,
        modelo,
        limite_desconto: limite === null ? null : Number(limite),
      });
    });
  });
  app.post('/v1/pdv/Caixa/Abrir', acao(PDV_CAIXA.abrir, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    return withTenant(db, req.ctx, async (c) => {
      const id = await abrirCaixa(c, req.ctx, (req.body ?? {}) as Record<string, unknown>);
      return ok(await resumoCaixa(c, req.ctx.emitenteId!, id, true), 'Caixa aberto.');
    });
  });
  app.post('/v1/pdv/Caixa/Movimento', acao(PDV_CAIXA.movimento, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    return withTenant(db, req.ctx, async (c) => {
      const id = await movimentarCaixa(c, req.ctx, (req.body ?? {}) as Record<string, unknown>);
      return ok(await resumoCaixa(c, req.ctx.emitenteId!, id, true), 'Movimento registrado.');
    });
  });
  app.post('/v1/pdv/Caixa/Fechar', acao(PDV_CAIXA.fechar, auth), async (req) => {
    exigir(req.ctx, [['VendasCupom', 'Incluir']]);
    return withTenant(db, req.ctx, async (c) => ok(await fecharCaixa(c, req.ctx, (req.body ?? {}) as Record<string, unknown>), 'Caixa fechado.'));
  });
  app.get('/v1/pdv/Caixa/Relatorio/:id', acao(PDV_CAIXA.relatorio, auth), async (req, reply) => {
    exigir(req.ctx, [['VendasCupom', 'Consultar']]);
    const id = inteiro((req.params as Record<string, unknown>).id, 'id', 'o caixa');
    const r = await withTenant(db, req.ctx, (c) => resumoCaixa(c, req.ctx.emitenteId!, id, true));
    if (r.situacao !== 'fechado') throw new ApiError(400, 'O relatório de fechamento sai depois do fechamento do caixa.');
    if ((req.query as Record<string, unknown>).formato === 'texto')
      return enviarArquivo(reply, 'text/plain; charset=utf-8', `caixa-${id}.txt`, textoRelatorioCaixa(r), 'inline');
    return ok(r);
  });
}
