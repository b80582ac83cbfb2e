-- Up Migration
-- Mensagens de ticket em texto rico: o texto passa a ser HTML saneado
-- (src/server/html/sanitizar.ts), como o conteúdo dos artigos de ajuda. As mensagens já gravadas
-- em texto puro viram um parágrafo com as quebras de linha em <br> e os caracteres especiais
-- escapados, para que nada do que o usuário escreveu se perca nem vire marcação.
ALTER TABLE ticket_mensagem ALTER COLUMN texto TYPE varchar(20000);
UPDATE ticket_mensagem
   SET texto = '<p>' || replace(replace(replace(replace(replace(texto, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\r\n', E'\n'), E'\n', '<br />') || '</p>'
 WHERE texto !~ '^<(p|h[2-4]|ul|ol|blockquote|pre|div)[ >]';

-- Down Migration
UPDATE ticket_mensagem SET texto = left(regexp_replace(replace(texto, '<br />', E'\n'), '<[^>]+>', '', 'g'), 5000);
ALTER TABLE ticket_mensagem ALTER COLUMN texto TYPE varchar(5000);
