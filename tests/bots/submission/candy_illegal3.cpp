// planted: looks around, then on turn 3 replies "UP" (not one of U R D L O S)
#include <iostream>
#include <string>

int main()
{
    int n, a;
    long ms;
    std::string d, row;
    std::cin >> n >> d;
    for (int turn = 1; std::cin >> a; turn++) {
        for (int i = 0; i < n; i++) std::cin >> row;
        std::cin >> ms;
        std::cout << (turn == 3 ? "UP" : "O") << std::endl;
    }
}
