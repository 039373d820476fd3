#!/bin/bash
cd /work/eval36; mkdir -p out
B=bin/sudoku-lab
for n in g1 g2 g3 g4 g5 g6 g7 g8; do
  timeout 120 $B golf tricks $n.py > out/$n.tricks.txt 2> out/$n.tricks.err; echo $? > out/$n.tricks.rc
  timeout 120 $B golf tricks --format json $n.py > out/$n.tricks.json 2> out/$n.tricks.json.err; echo $? > out/$n.tricks.json.rc
done
for n in g1 g2 g3 g4 g5; do
  timeout 120 $B golf shorten $n.py > out/$n.shorten.txt 2> out/$n.shorten.err; echo $? > out/$n.shorten.rc
done
