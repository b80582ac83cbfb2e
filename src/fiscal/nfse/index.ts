/**
 * NFS-e Padrão Nacional (Sistema Nacional NFS-e, leiaute 1.01 com IBS/CBS), camada fiscal sem
 * banco: pacote oficial de schemas e validação (`carregarPacoteNfse`), DPS (`montarXmlDps`,
 * `assinarDps`), chave de acesso de 50 dígitos (`montarChaveNfse`, `lerChaveNfse`), eventos de
 * cancelamento 101101 e substituição 105102 (`montarPedidoCancelamento`,
 * `montarPedidoSubstituicao`, `assinarPedidoEvento`), cliente mTLS da API da Sefin Nacional
 * (`criarClienteNfse`), leitura da NFS-e e do evento (`lerNfse`, `lerEvento`) e o DANFSe em PDF
 * (`gerarDanfse`).
 *
 * Fluxo de emissão: montarXmlDps → assinarDps → pacote.validar(xml, 'dps') → cliente.emitir.
 * Sem resposta (NfseComunicacaoError com podeTerSidoProcessada): cliente.recuperarPorDps(id)
 * antes de qualquer reenvio.
 */
export * from './schema.ts';
export * from './chave.ts';
export * from './dps.ts';
export * from './assinatura.ts';
export * from './eventos.ts';
export * from './leitura.ts';
export * from './cliente.ts';
export { NfseDadosError, NS_NFSE, VERSAO_LEIAUTE_NFSE } from './xml-util.ts';
export { gerarDanfse, urlConsultaNfse, URL_CONSULTA_PUBLICA_NFSE, type OpcoesDanfse } from './danfse.ts';
