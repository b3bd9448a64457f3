"""The arcade stage features as engine operations (RULES.md A3, A9).

The opening swap, 搓牌, the triplet offer and the two table items each open a *choice*
for the feature seat; the seat answers with ordinary actions, and every tile they move is
exchanged between the seat's hand and the face-down wall, so all 136 stay accounted for.
"""
