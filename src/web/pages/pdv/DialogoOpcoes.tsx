/**
 * Diálogo de opções do produto no balcão: escolhe a variação da grade (lista com ↑/↓ e
 * Enter) e depois os adicionais por grupo (↑/↓ movem, Espaço marca/desmarca, Enter confirma),
 * respeitando o mínimo e o máximo de escolhas de cada grupo (o servidor confere de novo ao vender).
 * Devolve o produto escolhido (a combinação, quando há grade) e os adicionais com o preço, que a
 * tela soma ao unitário. Esc volta sem incluir.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { mensagemDeErro } from '../../providers/erros.ts';
import { brl, pdvApi, type OpcoesProduto, type ProdutoPdv } from './api.ts';

export interface AdicionalEscolhido {
  adicional_id: number;
  descricao: string;
  /** R$ por unidade do item. */
  preco: number;
}

export function DialogoOpcoes({
  produto,
  onEscolhido,
  onFechar,
}: {
  produto: ProdutoPdv | null;
  onEscolhido: (p: ProdutoPdv, adicionais: AdicionalEscolhido[]) => void;
  onFechar: () => void;
}) {
  const [opcoes, setOpcoes] = useState<OpcoesProduto | null>(null);
  const [escolhido, setEscolhido] = useState<ProdutoPdv | null>(null);
  const [sel, setSel] = useState(0);
  const [marcados, setMarcados] = useState<Set<number>>(new Set());
  const [erro, setErro] = useState<string | null>(null);

  const carregar = async (p: ProdutoPdv) => {
    setErro(null);
    setSel(0);
    setMarcados(new Set());
    try {
      const o = await pdvApi.opcoes(p.id);
      if (!o.variacoes.length && !o.grupos.length) onEscolhido(p, []);
      else setOpcoes(o);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: recarrega só quando muda o produto
  useEffect(() => {
    setOpcoes(null);
    setEscolhido(null);
    if (produto) void carregar(produto);
  }, [produto]);

  const variacoes = opcoes && !escolhido ? opcoes.variacoes : [];
  const linhas = opcoes && (escolhido || !variacoes.length) ? opcoes.grupos.flatMap((g) => g.itens.map((i) => ({ g, i }))) : [];

  const escolherVariacao = (n: number) => {
    const v = variacoes[n];
    if (!v) return;
    const p: ProdutoPdv = {
      id: v.produto_id,
      codigo: v.codigo,
      gtin: v.gtin ?? '',
      descricao: v.descricao,
      unidade: v.unidade,
      preco_venda: Number(v.preco_venda),
      tem_opcoes: false,
    };
    setEscolhido(p);
    setOpcoes(null);
    void carregar(p);
  };
  const confirmar = () => {
    if (!opcoes) return;
    for (const g of opcoes.grupos) {
      const n = g.itens.filter((i) => marcados.has(i.adicional_id)).length;
      if (n < g.minimo) return setErro(`Escolha ao menos ${g.minimo} em "${g.descricao}".`);
      if (g.maximo > 0 && n > g.maximo) return setErro(`Escolha no máximo ${g.maximo} em "${g.descricao}".`);
    }
    const base: ProdutoPdv = escolhido ?? { ...(produto as ProdutoPdv), preco_venda: Number(opcoes.produto.preco_venda) };
    const adicionais = linhas
      .filter((l) => marcados.has(l.i.adicional_id))
      .map((l) => ({ adicional_id: l.i.adicional_id, descricao: l.i.descricao, preco: Number(l.i.preco) }));
    onEscolhido(base, adicionais);
  };
  const alternar = (id: number) =>
    setMarcados((m) => {
      const n = new Set(m);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  // na captura: a tecla não chega ao item focado (o ListItemButton trataria Enter/Espaço como clique)
  const tecla = (e: React.KeyboardEvent) => {
    const total = variacoes.length || linhas.length;
    if (e.key === 'ArrowDown') setSel((s) => Math.min(total - 1, s + 1));
    else if (e.key === 'ArrowUp') setSel((s) => Math.max(0, s - 1));
    else if (e.key === ' ' && linhas.length) alternar(linhas[sel].i.adicional_id);
    else if (e.key === 'Enter') {
      if (variacoes.length) escolherVariacao(sel);
      else confirmar();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const soltar = (e: React.KeyboardEvent) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <Dialog open={!!produto} onClose={onFechar} maxWidth="sm" fullWidth aria-labelledby="opcoes-titulo">
      <DialogTitle id="opcoes-titulo">
        {variacoes.length ? `Escolha a variação — ${produto?.descricao}` : `Adicionais — ${(escolhido ?? produto)?.descricao}`}
      </DialogTitle>
      <DialogContent dividers onKeyDownCapture={tecla} onKeyUpCapture={soltar}>
        {erro && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {erro}
          </Alert>
        )}
        {variacoes.length > 0 && (
          <List dense aria-label="Variações">
            {variacoes.map((v, n) => (
              <ListItemButton key={v.produto_id} selected={n === sel} autoFocus={n === sel} onClick={() => escolherVariacao(n)}>
                <ListItemText primary={v.rotulo || v.descricao} secondary={`${v.codigo} — ${brl(v.preco_venda)}`} />
              </ListItemButton>
            ))}
          </List>
        )}
        {linhas.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              ↑/↓ movem, Espaço marca, Enter confirma.
            </Typography>
            <List dense aria-label="Adicionais">
              {linhas.map((l, n) => {
                const primeiro = n === 0 || linhas[n - 1].g.id !== l.g.id;
                return (
                  <div key={`${l.g.id}-${l.i.adicional_id}`}>
                    {primeiro && (
                      <Typography variant="subtitle2" sx={{ mt: 1 }}>
                        {l.g.descricao} ({l.g.minimo ? `mín. ${l.g.minimo}, ` : ''}máx. {l.g.maximo || 'livre'})
                      </Typography>
                    )}
                    <ListItemButton selected={n === sel} autoFocus={n === sel} onClick={() => (setSel(n), alternar(l.i.adicional_id))}>
                      <Checkbox edge="start" checked={marcados.has(l.i.adicional_id)} tabIndex={-1} disableRipple size="small" />
                      <ListItemText primary={l.i.descricao} secondary={Number(l.i.preco) > 0 ? `+ ${brl(l.i.preco)}` : 'sem custo'} />
                    </ListItemButton>
                  </div>
                );
              })}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        {linhas.length > 0 && (
          <Button variant="contained" onClick={confirmar}>
            Enter - Incluir
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
