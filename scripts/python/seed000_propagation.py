# Seed 000's solver (the Spanish post "Comentarios de software", about 200 lines of Python 2),
# transliterated to Python 3 for timing. The post quotes the algorithm's functions; they are
# kept as quoted: InitCell, DoGaps, FindBest and Solve, with g_exclusion built as the post
# describes it (row, column, then sector, the cell itself left out, in the order of the post's
# example for g_exclusion[1][2]). Python 3 changes only: `//` where Python 2 divided integers,
# `list(range(...))` where Python 2's range was a list (InitCell's list has items removed),
# print as a function. The verbose options and their `indent` argument are left out.
#
# Input: a file of puzzles, one per line, 81 characters, `0` or `.` for an empty cell, each
# turned into the block form the Sudoku class takes. It prints one solution line per puzzle.
#   time python3 seed000_propagation.py ../shared/puzzles/norvig_top95.txt
import copy
import sys

GRID_SIZE = 9
SUBGRID_SIZE = 3
RANGE_ROW = list(range(GRID_SIZE))

g_exclusion = []


def InitGlobals():
    for y in RANGE_ROW:
        row = []
        for x in RANGE_ROW:
            exclusion = []
            for i in RANGE_ROW:
                if i != x:
                    exclusion.append((y, i))
                if i != y:
                    exclusion.append((i, x))
            sy = y // SUBGRID_SIZE * SUBGRID_SIZE
            sx = x // SUBGRID_SIZE * SUBGRID_SIZE
            for yy in range(sy, sy + SUBGRID_SIZE):
                for xx in range(sx, sx + SUBGRID_SIZE):
                    if (yy, xx) != (y, x):
                        exclusion.append((yy, xx))
            row.append(exclusion)
        g_exclusion.append(row)


def InitCell(v):
    if v == 0:
        return list(range(1, GRID_SIZE + 1))
    else:
        return [v]


class Sudoku:
    def __init__(self, lines):
        self.grid = []
        for y in RANGE_ROW:
            line = lines[y] if y < len(lines) else ''
            row = []
            for x in RANGE_ROW:
                c = line[x] if x < len(line) else ' '
                row.append(InitCell(int(c) if c.isdigit() else 0))
            self.grid.append(row)

    def Grid(self, y, x):
        return self.grid[y][x]

    def DoGaps(self):
        changed = False
        for y in RANGE_ROW:
            for x in RANGE_ROW:
                c = self.Grid(y, x)
                if len(c) != 1:
                    continue
                v = c[0]

                for e in g_exclusion[y][x]:
                    n = self.Grid(*e)
                    if v in n:
                        changed = True
                        n.remove(v)
        return changed

    def FindBest(self):
        best = None
        bestlen = 1000  # a (relative) big number
        for y in RANGE_ROW:
            for x in RANGE_ROW:
                c = self.Grid(y, x)
                n = len(c)
                if n == 0:
                    return False  # Impossible
                elif n == 1:
                    continue
                elif n < bestlen:
                    bestlen = len(c)
                    best = (y, x)
        if not best:
            return True  # Success
        return best

    def Solve(self):
        while self.DoGaps():
            pass
        best = self.FindBest()
        if best == True:
            return True
        if best == False:
            return False
        y, x = best

        backupGrid = self.grid

        for guess in backupGrid[y][x]:
            self.grid = copy.deepcopy(backupGrid)
            self.grid[y][x] = InitCell(guess)
            if self.Solve():
                return True
        return False

    def Line(self):
        return ''.join(str(c[0]) if len(c) == 1 else '0' for row in self.grid for c in row)


def main():
    InitGlobals()
    with open(sys.argv[1]) as f:
        puzzles = [l.strip() for l in f if l.strip() and not l.startswith('#')]
    for p in puzzles:
        p = p.replace('.', '0')
        s = Sudoku([p[i * GRID_SIZE:(i + 1) * GRID_SIZE].replace('0', ' ') for i in RANGE_ROW])
        if s.Solve():
            print(s.Line())
        else:
            print('no solution')


if __name__ == '__main__':
    main()
