// planted: Wait Wait, then on turn 3 the same technique twice (illegal, §2)
#include <iostream>
#include <sstream>
#include <string>

int main()
{
    std::string line, word;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        int ms = 0, turn = 0;
        in >> word;
        if (word == "READY") std::cout << "OK" << std::endl;
        else if (word == "TURN" && in >> ms >> turn) std::cout << (turn == 3 ? "2 U 2 U" : "0 0") << std::endl;
        else if (word == "FINISH") break;
    }
}
