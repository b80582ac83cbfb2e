-- Up Migration
-- Textos do e-mail da NFC-e enviado ao consumidor ("e-mail texts"; POST
-- /v1/compartilhamento/email): assunto e corpo com marcadores ({numero}, {serie}, {emitente},
-- {chave}, {url_consulta}, {valor}); NULL = o texto padrão do sistema. `email_copia` (já existente)
-- passa a receber cópia oculta de cada e-mail de nota enviado.
ALTER TABLE configuracao ADD COLUMN email_assunto_nfce varchar(150);
ALTER TABLE configuracao ADD COLUMN email_texto_nfce varchar(2000);

-- Down Migration
ALTER TABLE configuracao DROP COLUMN email_texto_nfce;
ALTER TABLE configuracao DROP COLUMN email_assunto_nfce;
