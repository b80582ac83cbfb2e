-- Up Migration
-- Textos do e-mail da NF-e enviado ao destinatário ("e-mail texts"; POST
-- /v1/GerenciadorNFe/EnviarEmail): assunto e corpo com marcadores ({numero}, {serie}, {emitente},
-- {destinatario}, {chave}, {valor}); NULL = o texto padrão do sistema (src/server/modules/nfe/email-nfe.ts).
ALTER TABLE configuracao ADD COLUMN email_assunto_nfe varchar(150);
ALTER TABLE configuracao ADD COLUMN email_texto_nfe varchar(2000);

-- Down Migration
ALTER TABLE configuracao DROP COLUMN email_texto_nfe;
ALTER TABLE configuracao DROP COLUMN email_assunto_nfe;
