// planted: a typo, std::cot
#include <iostream>
#include <string>

int main()
{
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.rfind("READY", 0) == 0) std::cot << "OK" << std::endl;
        else if (line.rfind("TURN", 0) == 0) std::cout << "0 0" << std::endl;
        else if (line.rfind("FINISH", 0) == 0) break;
    }
}
