-- Up Migration
-- Contas a receber lançadas das duplicatas de uma NF-e passam a dizer de que nota são: documento "NF {número}/{série}-{nDup}", como as contas a pagar das compras importadas,
-- em vez de só o nDup ("001"). Renomeia só os títulos que ainda têm o nDup puro da sua duplicata
-- (um documento editado à mão fica como está). Títulos novos já nascem assim
-- (financeiro/titulos.ts, documentoDaDuplicata).
UPDATE receber r
   SET documento = left('NF ' || f.numero::text || coalesce('/' || f.serie::text, '') || '-' || btrim(d.numero), 60)
  FROM faturamento_duplicata d, faturamento f
 WHERE r.origem = 'faturamento'
   AND d.emitente_id = r.emitente_id AND d.id = r.origem_id
   AND f.emitente_id = r.emitente_id AND f.id = r.faturamento_id
   AND f.numero IS NOT NULL
   AND r.documento = d.numero;

-- Down Migration
UPDATE receber r
   SET documento = d.numero
  FROM faturamento_duplicata d, faturamento f
 WHERE r.origem = 'faturamento'
   AND d.emitente_id = r.emitente_id AND d.id = r.origem_id
   AND f.emitente_id = r.emitente_id AND f.id = r.faturamento_id
   AND f.numero IS NOT NULL
   AND r.documento = left('NF ' || f.numero::text || coalesce('/' || f.serie::text, '') || '-' || btrim(d.numero), 60);
