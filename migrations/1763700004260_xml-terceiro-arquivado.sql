-- Up Migration
-- XML de NF-e de terceiro guardado só como documento (opção apenasArquivar do
-- upload de compras): uma nota que a empresa precisa guardar mas que não é compra dela (ex.: nota
-- de uma filial, de outro destinatário) fica em documento_fiscal_xml com tipo 'terceiro', sem
-- compra, contas a pagar nem créditos. As consultas das notas da própria empresa (arquivo do mês,
-- DANFE, assistente) filtram os seus tipos e não a veem.
ALTER TABLE documento_fiscal_xml DROP CONSTRAINT documento_fiscal_xml_tipo_check;
ALTER TABLE documento_fiscal_xml ADD CONSTRAINT documento_fiscal_xml_tipo_check CHECK (tipo IN ('nfe', 'envio', 'retorno', 'nfeProc',
  'evento-envio', 'evento-retorno', 'procEvento', 'inut-envio', 'inut-retorno', 'procInut', 'terceiro'));
CREATE INDEX documento_fiscal_xml_terceiro ON documento_fiscal_xml (emitente_id, chave) WHERE tipo = 'terceiro';

-- Down Migration
DROP INDEX IF EXISTS documento_fiscal_xml_terceiro;
DELETE FROM documento_fiscal_xml WHERE tipo = 'terceiro';
ALTER TABLE documento_fiscal_xml DROP CONSTRAINT documento_fiscal_xml_tipo_check;
ALTER TABLE documento_fiscal_xml ADD CONSTRAINT documento_fiscal_xml_tipo_check CHECK (tipo IN ('nfe', 'envio', 'retorno', 'nfeProc',
  'evento-envio', 'evento-retorno', 'procEvento', 'inut-envio', 'inut-retorno', 'procInut'));
