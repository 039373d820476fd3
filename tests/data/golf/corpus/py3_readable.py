# corpus: python3, argv. Readable Python: four spaces, one statement a line; no tricks expected.
import sys


def candidates(grid, cell):
    row, col = divmod(cell, 9)
    used = set()
    for k in range(81):
        r, c = divmod(k, 9)
        if r == row or c == col or (r // 3 == row // 3 and c // 3 == col // 3):
            used.add(grid[k])
    return [d for d in "123456789" if d not in used]


def solve(grid):
    cell = grid.find("0")
    if cell == -1:
        return grid
    for d in candidates(grid, cell):
        result = solve(grid[:cell] + d + grid[cell + 1:])
        if result:
            return result
    return None


print(solve(sys.argv[1]))
