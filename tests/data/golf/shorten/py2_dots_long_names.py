def r(grid):
 pos=grid.find('.')
 if pos<0:exit(grid)
 for digit in str(5**18):
  if digit not in[(pos-cell)%9*(pos/9^cell/9)*(pos/27^cell/27|pos%9/3^cell%9/3)or grid[cell]for cell in range(81)]:r(grid[:pos]+digit+grid[pos+1:])
from sys import*;r(argv[1])
