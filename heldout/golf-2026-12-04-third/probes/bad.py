def f(:
  x=
